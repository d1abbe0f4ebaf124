import { randomUUID } from 'node:crypto';
import type { AcquisitionFigures } from '../../../src/quiz/arrivals/acquisition-counts.repository';
import { type TestApp, graphql } from '../../helpers/test-app';

export const TOKEN = 'test-analytics-token-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };

const ACQUISITION = `query Acquisition($by: AcquisitionDimension!, $channel: String, $source: String, $campaign: String,
  $from: DateTime, $to: DateTime) {
  acquisition(by: $by, channel: $channel, source: $source, campaign: $campaign, from: $from, to: $to) {
    value visitors starts completions completionRate shares friendsLanded friendsCompleted
  }
}`;

type Event = Record<string, unknown>;

/** One page session as the web app reports it: a landing view, then the steps, all with its arrival. */
export function visit(steps: string[], { fromShare = false } = {}): Event[] {
  const attempt = randomUUID();
  const share = fromShare ? { fromShare } : {};
  const first = fromShare ? [{ name: 'shared_link_landing', attempt, ...share }] : [];
  return [
    ...first,
    { name: 'page_view', attempt, route: '/', landing: true, ...share },
    ...steps.map((name) => ({ name, attempt, ...share, ...(name === 'quiz_complete' && { seconds: 30 }) })),
  ];
}

export function postEvents(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', host: 'tastetype.example', ...headers },
  });
}

/** The acquisition rows by one dimension, as an analyst's tool reads them. */
export async function acquisition(t: TestApp, variables: Record<string, unknown>) {
  const { body } = await graphql(t.app, ACQUISITION, variables, AUTH);
  expect(body.errors).toBeUndefined();
  return body.data.acquisition as AcquisitionFigures[];
}
