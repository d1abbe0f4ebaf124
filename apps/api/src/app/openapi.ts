import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { onRequestHookHandler } from 'fastify';
import { openApiWebhooks } from '../insights/webhooks/webhook-payload.schema';
import { deprecationReason } from '../platform/deprecation/deprecations';

/** The REST calls as OpenAPI 3.1 at /api/openapi.json, browsable at /api/docs (Swagger UI from the app's own files). */
export function serveOpenApi(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('TasteType REST API')
    .setDescription(
      'Saving and sharing quiz results, and the personality profiles; for analysts, the results as CSV. The other analytics are in GraphQL at /graphql.',
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description: `A key (tt_…) with the scope the route names, or the deprecated ANALYTICS_TOKEN: ${deprecationReason('ANALYTICS_TOKEN')} Its answers carry the headers Deprecation and Sunset.`,
      },
      'analytics',
    )
    .setVersion('1')
    .addServer('/', 'This server')
    .build();
  const document = openToAllButGuarded(
    SwaggerModule.createDocument(app, config, {
      operationIdFactory: (_controller, method) => method,
    }),
  );
  // What TasteType sends to the team's endpoints (OpenAPI 3.1's webhooks), beside what it answers.
  Object.assign(document, { webhooks: openApiWebhooks() });
  // Swagger UI's own routes get its page policy; no other request pays for telling them apart.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/docs')) return;
      const asToolPage: onRequestHookHandler = (_request, reply, done) => {
        reply.asToolPage();
        done();
      };
      route.onRequest = [route.onRequest ?? []].flat().concat(asToolPage);
    });
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/openapi.json',
    raw: ['json'],
    customSiteTitle: 'TasteType REST API',
  });
}

/** Says `security: []` on every operation that declares none, so a reader knows it is public, not forgotten. */
function openToAllButGuarded(document: OpenAPIObject): OpenAPIObject {
  for (const operations of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = operations[method];
      if (operation && !operation.security) operation.security = [];
    }
  }
  return document;
}
