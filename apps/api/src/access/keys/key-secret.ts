import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

const PREFIX = 'tt_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 32 base-62 characters: 190 random bits. */
const RANDOM_LENGTH = 32;
/** A CRC32 in base 62 always fits 6 characters. */
const CHECKSUM_LENGTH = 6;
const SHAPE = new RegExp(`^${PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);
/** What a list shows of a key: enough to tell keys apart, far too little to guess the rest. */
const SHOWN_LENGTH = PREFIX.length + 5;

function base62(value: number, length: number): string {
  let text = '';
  for (let rest = value; text.length < length; rest = Math.floor(rest / 62)) text = BASE62[rest % 62] + text;
  return text;
}

const checksumOf = (body: string) => base62(crc32(body), CHECKSUM_LENGTH);

/** A new key: `tt_`, 32 random base-62 characters and a CRC32 of them, as GitHub's and Grafana's tokens are made. */
export function newKeySecret(): string {
  let random = '';
  while (random.length < RANDOM_LENGTH) {
    // 248 = 4 × 62: bytes above it are dropped, so that every character is equally likely.
    for (const byte of randomBytes(RANDOM_LENGTH))
      if (byte < 248 && random.length < RANDOM_LENGTH) random += BASE62[byte % 62];
  }
  const body = PREFIX + random;
  return body + checksumOf(body);
}

/** Whether a text has a key's prefix, whatever else it holds. */
export const looksLikeKey = (text: string) => text.startsWith(PREFIX);

/** Whether a key is whole: its shape and checksum, checked without the database, so a typo is refused at once. */
export function isWellFormedKey(text: string): boolean {
  if (!SHAPE.test(text)) return false;
  const body = text.slice(0, -CHECKSUM_LENGTH);
  return checksumOf(body) === text.slice(-CHECKSUM_LENGTH);
}

/** What the database keeps of a key: SHA-256 is enough for 190 random bits (no password stretching needed). */
export const keyHash = (secret: string): Buffer => createHash('sha256').update(secret).digest();

/** The start of a key that lists show, e.g. `tt_4fQ9z`. */
export const shownPrefix = (secret: string): string => secret.slice(0, SHOWN_LENGTH);
