// A webhook receiver on loopback that checks each delivery's Standard Webhooks signature with the endpoint's secret.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { sleep } from '../common/processes.mjs';
import { CheckFailure } from './previous-release.mjs';

/** Resolves to the receiver: `url`, `events` (type and result id of each verified delivery), `refused`, waitFor(). */
export async function startHookReceiver() {
  let hook;
  const events = [];
  const refused = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        // Verified with the secret the endpoint was given by the release that made it.
        const event = hook.verify(body, request.headers);
        events.push({ type: event.type, id: event.data?.id, messageId: request.headers['webhook-id'] });
        response.writeHead(204).end();
      } catch (error) {
        refused.push(`${error.message}: ${body.slice(0, 200)}`);
        response.writeHead(400).end();
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    events,
    refused,
    /** The endpoint's whsec_ secret, known once the endpoint is made. */
    useSecret: (secret) => (hook = new Webhook(secret)),
    /** Waits until a verified `type` delivery arrived for each of `ids`; fails naming how many did not. */
    async waitFor(type, ids, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      const missing = () => ids.filter((id) => !events.some((event) => event.type === type && event.id === id));
      while (missing().length > 0 && Date.now() < deadline) await sleep(50);
      if (missing().length > 0)
        throw new CheckFailure(
          `${missing().length} of ${ids.length} ${type} webhooks did not arrive within ${timeoutMs / 1000} s` +
            (refused.length ? ` (${refused.length} refused, first: ${refused[0]})` : ''),
        );
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
