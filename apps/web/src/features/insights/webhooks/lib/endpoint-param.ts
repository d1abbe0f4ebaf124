/** The webhooks page's chosen endpoint, by its id in the address: a link or a reload shows the same one. */
export const ENDPOINT_PARAM = 'endpoint';

/** The webhooks page's query string with one endpoint chosen, the rest of the address kept. */
export function searchOfEndpoint(params: URLSearchParams, endpointId: string): string {
  const next = new URLSearchParams(params);
  next.set(ENDPOINT_PARAM, endpointId);
  return `?${next.toString()}`;
}
