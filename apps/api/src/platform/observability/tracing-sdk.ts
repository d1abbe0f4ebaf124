import { FastifyOtelInstrumentation } from '@fastify/otel';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BUILD_INFO } from './build-info';

/** Probes and scrapes arrive every few seconds: they would fill the traces as they would the log. */
const isProbe = ({ url }: { url?: string }) => !!url && (url.startsWith('/health/') || url.startsWith('/metrics'));

/**
 * OpenTelemetry's Node SDK, traces only, configured by the standard OTEL_* variables (endpoint, protocol,
 * sampler, resource, propagators). Loaded before Fastify, pg, ioredis and pino are required,
 * so that their require hooks take. Metrics stay at /metrics and logs on stdout, now with trace ids.
 */
export function startTracingSdk(): NodeSDK {
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, read by the SDK's detectors, override these.
    resource: defaultResource().merge(
      resourceFromAttributes({ 'service.name': 'tastetype', 'service.version': BUILD_INFO.version }),
    ),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      // The request alone: a span for its handler, or for each of the app's many hooks, would cost every request.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        instrumentHandler: false,
        ignorePaths: process.env['OTEL_FASTIFY_IGNORE_PATHS'] ?? isProbe,
        // By method and route pattern, as the log line: the URL may hold a result's id. Not by the plugin chain.
        requestHook: (span, request) => {
          const route = request.routeOptions.url ?? 'unmatched';
          span.updateName(`${request.method} ${route}`);
          span.setAttribute('url.path', route);
        },
      }),
      // GraphQL operations get their span from graphql-operation-spans.ts, in sampled requests only.
      // Statements inside a traced request or job: the background polls would each start a trace of their own.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
      // trace_id and span_id in each log line; the lines themselves stay on stdout.
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  sdk.start();
  return sdk;
}
