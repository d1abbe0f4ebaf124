// The bare Fastify server made to answer exactly what TasteType answers, with the least any guard can
// cost: the same body and headers with a fresh id, then the request's histogram observation, then the
// request's log line at info (TasteType's fields). Run by get-ceiling.mjs as: node ceiling-server.mjs <port> <answer.json>
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { Histogram } from 'prom-client';

const [port, answerFile] = process.argv.slice(2);
const answer = JSON.parse(readFileSync(answerFile, 'utf8'));
const body = Buffer.from(answer.body);
const histogram = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'as TasteType’s',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
// TasteType's destination (apps/api/src/platform/observability/logging.ts): 4 KB writes, chunks of at most 8 KB.
const log = pino({ level: 'info' }, pino.destination({ dest: 1, sync: false, minLength: 4096, maxWrite: 8192 }));

/** TasteType's answer at `path`; with `guards`, each answer is also timed in the histogram, and logged when `logged`. */
const route = (path, guards) => async (scope) => {
  const timer = histogram.labels('GET', path, '200');
  if (guards) {
    scope.addHook('onResponse', (request, reply, done) => {
      const elapsed = reply.elapsedTime;
      timer.observe(elapsed / 1000);
      if (guards.logged) {
        const route = request.routeOptions.url;
        log.info(
          { reqId: request.id, method: request.method, route, status: reply.statusCode, ms: Math.round(elapsed) },
          'request',
        );
      }
      done();
    });
  }
  scope.get(path, (request, reply) => {
    reply.headers(answer.headers).header('x-request-id', request.id).send(body);
  });
};

const app = Fastify({ genReqId: () => randomUUID() });
await app.register(route('/api/personalities'));
await app.register(route('/with-metric', { logged: false }));
await app.register(route('/with-metric-and-log', { logged: true }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
