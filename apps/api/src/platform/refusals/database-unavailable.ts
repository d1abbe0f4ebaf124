/** PostgreSQL's SQLSTATEs for a server going away or not accepting connections (classes 08 and 57P). */
const UNAVAILABLE_SQLSTATES = /^(08\d{3}|57P0[1-3])$/;
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
// node-postgres says these in words only, without a code.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed/i;

/** True when an error means the database cannot be reached, rather than that a query was wrong. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const { code, driverError, errors } = error as Error & {
    code?: string;
    driverError?: unknown;
    errors?: unknown[];
  };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_NETWORK_CODES.has(code)))
    return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  // TypeORM wraps the driver's error; Node wraps each failed address of a host in an AggregateError.
  return [driverError, error.cause, ...(errors ?? [])].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
