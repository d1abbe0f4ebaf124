import { MAX_ARRIVAL_VALUE_LENGTH } from '@tastetype/quiz-domain';
import type { AcquisitionDimension } from '../../gql/graphql';

/** The fields a visit is attributed by, in the order they narrow: each is also its address parameter. */
export const ATTRIBUTION_KEYS = ['channel', 'source', 'medium', 'campaign'] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

/** One value per field, as the server counts it (`Email`, `newsletter`, `(direct)`); undefined: every value. */
export type Attribution = Partial<Record<AttributionKey, string>>;

export const DIMENSION_OF = {
  channel: 'CHANNEL',
  source: 'SOURCE',
  medium: 'MEDIUM',
  campaign: 'CAMPAIGN',
} as const satisfies Record<AttributionKey, AcquisitionDimension>;

/** The attribution an address names; a value the server could never have counted (empty, too long) is left out. */
export function attributionFromSearch(params: URLSearchParams): Attribution {
  const attribution: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = params.get(key);
    if (value && value.trim() && [...value].length <= MAX_ARRIVAL_VALUE_LENGTH) attribution[key] = value;
  }
  return attribution;
}

/** Only the attribution fields of a filter, those set: what the acquisition query and the address take. */
export function attributionOf(filter: Attribution): Attribution {
  return Object.fromEntries(ATTRIBUTION_KEYS.flatMap((key) => (filter[key] ? [[key, filter[key]]] : [])));
}
