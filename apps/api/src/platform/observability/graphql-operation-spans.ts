import type * as OtelApi from '@opentelemetry/api';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { type GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { Observable } from 'rxjs';

/**
 * A span for each root field of a GraphQL operation, named as OpenTelemetry's GraphQL conventions name it
 * (`mutation Save`), made only inside a sampled request. Registered only with tracing on. Cheaper than
 * patching graphql-js, whose every parse, validation and field resolver would pay for unsampled requests too.
 */
@Injectable()
export class GraphQLOperationSpans implements NestInterceptor {
  private readonly otel = require('@opentelemetry/api') as typeof OtelApi;

  intercept(execution: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (execution.getType<GqlContextType>() !== 'graphql') return next.handle();
    const { trace, context, SpanStatusCode } = this.otel;
    const parent = context.active();
    if (!trace.getSpan(parent)?.isRecording()) return next.handle();
    const info = GqlExecutionContext.create(execution).getInfo<GraphQLResolveInfo>();
    if (info.path.prev) return next.handle(); // a nested field runs inside its root field's span
    const type = info.operation.operation;
    const name = info.operation.name?.value;
    const span = trace.getTracer('tastetype').startSpan(name ? `${type} ${name}` : type, {
      attributes: {
        'graphql.operation.type': type,
        ...(name && { 'graphql.operation.name': name }),
        'graphql.field.name': info.fieldName,
      },
    });
    // The resolver starts on subscription: subscribing inside the span's context puts its statements under it.
    return new Observable((subscriber) =>
      context.with(trace.setSpan(parent, span), () =>
        next.handle().subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : undefined });
            span.end();
            subscriber.error(error);
          },
          complete: () => {
            span.end();
            subscriber.complete();
          },
        }),
      ),
    );
  }
}
