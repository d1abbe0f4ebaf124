import { NotFoundException } from '@nestjs/common';
import { refusalOf } from './refusal-of';
import { PayloadTooLarge, ServiceUnavailable, TooManyRequests, Unauthorized } from './refusals';

describe('refusalOf', () => {
  it('keeps a refusal as it was thrown', () => {
    const refusal = new TooManyRequests('Too many', 7);
    expect(refusalOf(refusal)).toBe(refusal);
    expect(refusal.headers).toEqual({ 'retry-after': '7' });
  });

  it("speaks Fastify's and Nest's own 4xx in the same words", () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(refusalOf(tooLarge)).toEqual(expect.any(PayloadTooLarge));
    expect(refusalOf(tooLarge)?.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large',
    });
    expect(refusalOf(new NotFoundException('Cannot GET /x'))?.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Cannot GET /x',
    });
  });

  it('turns a database out of reach into 503 with Retry-After', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const refusal = refusalOf(refused);
    expect(refusal).toEqual(expect.any(ServiceUnavailable));
    expect(refusal?.headers['retry-after']).toBe('5');
  });

  it("leaves the server's own faults alone, for a 500 without details", () => {
    expect(refusalOf(new TypeError('undefined is not a function'))).toBeUndefined();
    expect(refusalOf(Object.assign(new Error('boom'), { statusCode: 500 }))).toBeUndefined();
  });

  it('names the scheme of every 401', () => {
    expect(new Unauthorized('Metrics need a token').headers).toEqual({ 'www-authenticate': 'Bearer' });
  });
});
