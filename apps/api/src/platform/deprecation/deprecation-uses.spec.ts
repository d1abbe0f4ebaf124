import { MINUTE_MS } from '@tastetype/quiz-domain';
import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from '../observability/metrics';
import { Registry } from 'prom-client';
import { DEPRECATIONS } from './deprecations';
import { DeprecationUses } from './deprecation-uses';

describe('DeprecationUses', () => {
  let now: number;
  let registry: Registry;
  let uses: DeprecationUses;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    now = 1_000;
    registry = new Registry();
    uses = new DeprecationUses({ registry } as Metrics, { now: () => now });
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const lines = () => warn.mock.calls.map(([fields]) => fields);
  const counted = async (what: string, key: string) =>
    (await registry.getSingleMetric('tastetype_deprecated_uses_total')?.get())?.values.find(
      ({ labels }) => labels['what'] === what && labels['key'] === key,
    )?.value;

  it('logs a what and key at most once a minute, with the uses since its last line, and counts every use', async () => {
    uses.count('Funnel.views', 'dashboard-bot');
    now += MINUTE_MS - 1;
    uses.count('Funnel.views', 'dashboard-bot');
    uses.count('Funnel.views', 'dashboard-bot');
    const line = { deprecated: 'Funnel.views', key: 'dashboard-bot', removedIn: '2.0.0', sunset: '2027-06-01' };
    expect(lines()).toEqual([{ ...line, uses: 1 }]);
    now += 1;
    uses.count('Funnel.views', 'dashboard-bot');
    expect(lines()).toEqual([
      { ...line, uses: 1 },
      { ...line, uses: 3 },
    ]);
    expect(await counted('Funnel.views', 'dashboard-bot')).toBe(4);
  });

  it('keeps a line of its own for each key and each what', async () => {
    uses.count('Funnel.views', 'dashboard-bot');
    uses.count('Funnel.views', 'anonymous');
    uses.count('FunnelDay.views', 'dashboard-bot');
    uses.count('Funnel.views', 'anonymous');
    expect(lines().map(({ deprecated, key, uses }) => [deprecated, key, uses])).toEqual([
      ['Funnel.views', 'dashboard-bot', 1],
      ['Funnel.views', 'anonymous', 1],
      ['FunnelDay.views', 'dashboard-bot', 1],
    ]);
    expect(await counted('Funnel.views', 'anonymous')).toBe(2);
  });

  it('answers a token’s every check with its headers, and counts the request once', async () => {
    const req = {} as FastifyRequest;
    const headers = jest.fn();
    const reply = { headers } as unknown as FastifyReply;
    uses.tokenUsed(req, reply, DEPRECATIONS.ANALYTICS_TOKEN);
    uses.tokenUsed(req, reply, DEPRECATIONS.ANALYTICS_TOKEN);
    expect(headers).toHaveBeenCalledTimes(2);
    expect(headers).toHaveBeenCalledWith({ deprecation: '@1795651200', sunset: 'Tue, 01 Jun 2027 00:00:00 GMT' });
    expect(await counted('ANALYTICS_TOKEN', 'ANALYTICS_TOKEN')).toBe(1);
  });

  it('names a request’s holder through the keys’ hook, else anonymous', async () => {
    const req = {} as FastifyRequest;
    expect(await uses.holderOf(req)).toBe('anonymous');
    uses.useHolderNames(async (asked) => (asked === req ? 'old-dashboard' : undefined));
    expect(await uses.holderOf(req)).toBe('old-dashboard');
    expect(await uses.holderOf({} as FastifyRequest)).toBe('anonymous');
    uses.useHolderNames(() => Promise.reject(new Error('Too many refused keys')));
    expect(await uses.holderOf(req)).toBe('anonymous');
  });
});
