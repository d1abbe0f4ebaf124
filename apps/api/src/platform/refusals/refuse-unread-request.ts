import type { Socket } from 'node:net';
import { BadRequest, HeadersTooLarge, type Refusal, RequestTimeout } from './refusals';
import { rawRefusal } from './send-refusal';

/**
 * Node's refusals of a request it could not read whole (too slow, headers too large, not HTTP), in the
 * same shape as every other refusal; there is no reply yet, so the answer goes straight on the socket.
 */
export function refuseUnreadRequest(timeoutMs: number): (error: Error & { code?: string }, socket: Socket) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const refusal: Refusal =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new RequestTimeout(`The request did not arrive whole within ${timeoutMs} ms`)
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? new HeadersTooLarge('The request headers are too large')
          : new BadRequest('The request is not valid HTTP');
    if (socket.writable) socket.write(rawRefusal(refusal));
    socket.destroy();
  };
}
