import type * as OtelApi from '@opentelemetry/api';

/**
 * Traces are on when an OTLP endpoint is named (OpenTelemetry's own variables, read by its SDK). This file
 * requires nothing of OpenTelemetry until they are: the SDK and its instrumentations live in tracing-sdk.ts.
 */
export function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  const endpoint = env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_ENDPOINT'];
  return Boolean(endpoint) && env['OTEL_SDK_DISABLED'] !== 'true' && env['OTEL_TRACES_EXPORTER'] !== 'none';
}

/** Decided once, before anything is traced: the same answer for the whole process. */
export const TRACING = tracingWanted(process.env);

/** Required only once tracing is on (off, no OpenTelemetry module is loaded), then kept: each require passes its hook. */
let otelApi: typeof OtelApi | undefined;
export const otel = (): typeof OtelApi => (otelApi ??= require('@opentelemetry/api') as typeof OtelApi);

/** Runs work in the caller's async context (its trace): for work another caller's turn will start. */
export type Within = <T>(work: () => T) => T;
const here: Within = (work) => work();

/**
 * The current trace, to run later work in; with tracing off, nothing is kept. An unsampled request's later
 * work runs outside any trace: cheaper than keeping its context, and it records nothing either way.
 */
export function keepContext(): Within {
  if (!TRACING) return here;
  const { context, trace } = otel();
  const active = context.active();
  if (!trace.getSpan(active)?.isRecording()) return outsideTraces;
  return (work) => context.with(active, work);
}

/** Runs work outside any trace: a loop of its own that a request only woke must not stay in that request's trace. */
export function outsideTraces<T>(work: () => T): T {
  if (!TRACING) return work();
  const { context, ROOT_CONTEXT } = otel();
  return context.with(ROOT_CONTEXT, work);
}

/** An outgoing call: the headers that carry its trace to the receiver, and how it ended. */
export interface OutgoingCall {
  headers: Record<string, string>;
  end(status: number | null, error?: string): void;
}

const UNTRACED: OutgoingCall = { headers: {}, end: () => undefined };

/** A client span for one outgoing HTTP request, its `traceparent` ready to send; nothing with tracing off. */
export function startOutgoing(name: string, target: URL): OutgoingCall {
  if (!TRACING) return UNTRACED;
  const { trace, context, propagation, SpanKind, SpanStatusCode } = otel();
  const span = trace.getTracer('tastetype').startSpan(name, {
    kind: SpanKind.CLIENT,
    // The host, never the full URL: a receiver's path or query may hold its own secret.
    attributes: {
      'http.request.method': 'POST',
      'server.address': target.hostname,
      'server.port': Number(target.port) || (target.protocol === 'https:' ? 443 : 80),
    },
  });
  const headers: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return {
    headers,
    end(status, error) {
      if (status !== null) span.setAttribute('http.response.status_code', status);
      if (error !== undefined || status === null || status >= 400) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error });
        span.setAttribute('error.type', status === null ? 'no answer' : String(status));
      }
      span.end();
    },
  };
}
