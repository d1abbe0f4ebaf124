import { PERSONALITY_KEYS, type PersonalityKey } from './personalities';

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

/** A field's shape, as JSON Schema writes it: the frame's reader checks it, and the published contract shows it. */
type FieldShape =
  | { type: 'integer'; minimum: number; maximum: number }
  | { type: 'string'; minLength: number; maxLength: number }
  | { type: 'string'; enum: readonly string[] };

const whole = (minimum: number, maximum: number): FieldShape => ({ type: 'integer', minimum, maximum });
const SHORT_TEXT: FieldShape = { type: 'string', minLength: 1, maxLength: 100 };
const PERSONALITY: FieldShape = { type: 'string', enum: PERSONALITY_KEYS };

/** Each type's own fields, checked exactly: a message with a field missing, extra or wrong is no message of ours. */
const FIELDS: Record<EmbedEventType, Record<string, FieldShape>> = {
  ready: {},
  resize: { height: whole(0, 100_000) },
  start: {},
  answer: { question: whole(1, 3), option: SHORT_TEXT },
  result: { personality: PERSONALITY, title: SHORT_TEXT },
  share: { personality: PERSONALITY },
};

function fits(value: unknown, shape: FieldShape): boolean {
  if (shape.type === 'integer')
    return Number.isInteger(value) && (value as number) >= shape.minimum && (value as number) <= shape.maximum;
  if (typeof value !== 'string') return false;
  return 'enum' in shape
    ? shape.enum.includes(value)
    : value.length >= shape.minLength && value.length <= shape.maxLength;
}

/** The messages as JSON Schema (one per type), the embed's published contract that `npm run api:check` compares. */
export function embedMessageSchemas(): Record<EmbedEventType, object> {
  const schemas = {} as Record<EmbedEventType, object>;
  for (const [type, fields] of Object.entries(FIELDS) as [EmbedEventType, Record<string, FieldShape>][]) {
    schemas[type] = {
      type: 'object',
      required: ['source', 'version', 'type', ...Object.keys(fields)],
      additionalProperties: false,
      properties: {
        source: { const: EMBED_SOURCE },
        version: { const: EMBED_PROTOCOL_VERSION },
        type: { const: type },
        ...fields,
      },
    };
  }
  return schemas;
}

/** The message `data` is, or undefined when it is of another source, version or shape. */
export function readEmbedMessage(data: unknown): EmbedMessage | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const { source, version, type, ...fields } = data as Record<string, unknown>;
  if (source !== EMBED_SOURCE || version !== EMBED_PROTOCOL_VERSION) return undefined;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) return undefined;
  const checks = FIELDS[type as EmbedEventType];
  const names = Object.keys(fields);
  const whole =
    names.length === Object.keys(checks).length &&
    names.every((name) => Object.hasOwn(checks, name) && fits(fields[name], checks[name]));
  return whole ? (data as EmbedMessage) : undefined;
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
