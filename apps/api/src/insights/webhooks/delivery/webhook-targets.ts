import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';
import { BadRequest } from '../../../platform/refusals/refusals';

/**
 * Checks an endpoint's URL when it is given: https, no credentials, and no private address written as the host.
 * A name is checked again at every connection (webhook-sender), where DNS may answer differently.
 */
export function checkedEndpointUrl(text: string, allowPrivateTargets: boolean): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new BadRequest(`url must be an absolute URL like https://hooks.example/tastetype; "${text}" is not one`);
  }
  if (url.protocol !== 'https:' && !(allowPrivateTargets && url.protocol === 'http:')) {
    throw new BadRequest('url must be https:// (http:// only with WEBHOOK_ALLOW_PRIVATE_TARGETS=true)');
  }
  if (url.username || url.password) throw new BadRequest('url must not hold a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivateTargets && isIP(host) && ipaddr.process(host).range() !== 'unicast') {
    throw new BadRequest(`url must not point at a private, loopback or link-local address: ${url.hostname}`);
  }
  return url.toString();
}
