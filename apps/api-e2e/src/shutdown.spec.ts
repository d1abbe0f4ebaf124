import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMFORT_QUIZ, saveQuiz, startProductionServer, stopStrays, removeDataDir } from './production-server';

const BODY = JSON.stringify(COMFORT_QUIZ);

/** A raw HTTP save whose body the test sends when it likes; resolves to the whole answer once the server closes. */
function openSave(url: string): { socket: Socket; sendRest(): void; answer: Promise<string> } {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.write(
    `POST /api/personality-results HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(BODY)}\r\nConnection: close\r\n\r\n${BODY.slice(0, 10)}`,
  );
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  // A byte written as the server closes draws a reset: the answer read before it stands, and 'close' still follows.
  socket.on('error', () => undefined);
  return {
    socket,
    sendRest: () => socket.write(BODY.slice(10)),
    answer: new Promise((done) => socket.on('close', () => done(answer))),
  };
}

describe('stopping and slow clients', () => {
  let dataDir: string;
  beforeEach(async () => (dataDir = await mkdtemp(join(tmpdir(), 'tastetype-stop-'))));
  afterEach(async () => {
    await stopStrays();
    await removeDataDir(dataDir);
  });

  it('on SIGTERM, finishes every request in flight, stops PostgreSQL and exits 0', async () => {
    // One client sends all the load, so its save limit is off here.
    const server = await startProductionServer({ DATA_DIR: dataDir, RATE_LIMIT_SAVES_PER_MINUTE: '0' });
    const slow = openSave(server.url);
    // Served after the slow request's headers, which arrived first on the same event loop.
    expect((await saveQuiz(server.url)).status).toBe(201);
    const load = Array.from({ length: 100 }, () =>
      saveQuiz(server.url).then(
        (r) => r.status,
        () => 'not accepted',
      ),
    );
    await Promise.race(load);

    const exit = server.signal('SIGTERM');
    slow.sendRest();
    expect(await slow.answer).toMatch(/^HTTP\/1\.1 201 /);
    const statuses = await Promise.all(load);
    expect(statuses.filter((status) => status !== 201 && status !== 'not accepted')).toEqual([]);
    expect(statuses).toContain(201);
    const code = await exit;
    expect({ code, log: code === 0 ? '' : server.output() }).toEqual({ code: 0, log: '' });
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    // No error line: JSON lines at level 50 (error) or 60 (fatal), or plain text on stderr.
    expect(server.output()).not.toMatch(/"level":(50|60)|ERROR/);
  });

  it('cuts off a client that drips its request, with 408', async () => {
    const server = await startProductionServer({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '1000' });
    const slow = openSave(server.url);
    let sent = 10;
    // One byte at a time; the whole body would take 10 s at this pace.
    const drip = setInterval(() => sent < BODY.length && slow.socket.write(BODY[sent++]), 250);
    slow.socket.once('data', () => clearInterval(drip));
    const answer = await slow.answer;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // The same body as every other refusal, though no reply existed yet.
    expect(JSON.parse(answer.split('\r\n\r\n')[1])).toEqual({
      statusCode: 408,
      error: 'Request Timeout',
      message: 'The request did not arrive whole within 1000 ms',
    });
    expect(sent).toBeLessThan(BODY.length);
    expect((await saveQuiz(server.url)).status).toBe(201);
    expect(await server.signal('SIGTERM')).toBe(0);
  });
});
