import { isPersonalityKey, type PersonalityKey } from './personalities';

/**
 * The messages between an embedded quiz (the frame) and the publisher's page (the host), written once
 * for both sides. Every message names its source and version; anything else is ignored.
 */
export const EMBED_SOURCE = 'tastetype';
export const EMBED_PROTOCOL_VERSION = 1;

/** The query parameter of the frame's address that names the host page's origin. */
export const EMBED_HOST_PARAM = 'host';

/** The longest origin taken from a publisher (scheme, host and port), in characters. */
export const MAX_ORIGIN_LENGTH = 200;

interface Envelope {
  source: typeof EMBED_SOURCE;
  version: typeof EMBED_PROTOCOL_VERSION;
}

/** What the frame tells the host, each with its own fields. A result names the personality, never a result id. */
export type EmbedEvent =
  | { type: 'ready' }
  | { type: 'resize'; height: number }
  | { type: 'start' }
  | { type: 'answer'; question: number; option: string }
  | { type: 'result'; personality: PersonalityKey; title: string }
  | { type: 'share'; personality: PersonalityKey };

export type EmbedMessage = Envelope & EmbedEvent;
export type EmbedEventType = EmbedEvent['type'];

export function embedMessage(event: EmbedEvent): EmbedMessage {
  return { source: EMBED_SOURCE, version: EMBED_PROTOCOL_VERSION, ...event };
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isShortText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 100;

/** Each type's own fields, checked exactly: a message with a field missing, extra or wrong is no message of ours. */
const FIELDS: Record<EmbedEventType, Record<string, (value: unknown) => boolean>> = {
  ready: {},
  resize: { height: (value) => isWhole(value, 0, 100_000) },
  start: {},
  answer: { question: (value) => isWhole(value, 1, 3), option: isShortText },
  result: { personality: isPersonalityKey, title: isShortText },
  share: { personality: isPersonalityKey },
};

/** The message `data` is, or undefined when it is of another source, version or shape. */
export function readEmbedMessage(data: unknown): EmbedMessage | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const { source, version, type, ...fields } = data as Record<string, unknown>;
  if (source !== EMBED_SOURCE || version !== EMBED_PROTOCOL_VERSION) return undefined;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) return undefined;
  const checks = FIELDS[type as EmbedEventType];
  const names = Object.keys(fields);
  const fits =
    names.length === Object.keys(checks).length && names.every((name) => checks[name]?.(fields[name]) === true);
  return fits ? (data as EmbedMessage) : undefined;
}

/**
 * `value` as an origin (`https://blog.example`, `http://localhost:8080`): scheme, host and port only, no
 * path, query or credentials; undefined when it is anything else.
 */
export function toOrigin(value: string): string | undefined {
  if (value.length === 0 || value.length > MAX_ORIGIN_LENGTH) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    // Scheme and host in any case, a trailing slash at most: nothing else but the origin may be written.
    return url.origin === value.replace(/\/$/, '').toLowerCase() ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The id of the JSON script an embedded page carries: `{"host": origin}`, the host the server allowed. */
export const EMBED_HOST_ID = 'tastetype-embed';
