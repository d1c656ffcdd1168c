import { describe, expect, it } from 'vitest';
import { maxRequestBodyBytes, refuseRequestBody } from '@/lib/server/request-limits';

const post = (contentLength?: string, transferEncoding?: string) =>
  refuseRequestBody({ method: 'POST', contentLength, transferEncoding });

describe('request bodies, checked before anything reads them', () => {
  it('accepts bodies up to 1 MB, and requests without one', () => {
    expect(maxRequestBodyBytes).toBe(1_048_576);
    expect(post(String(maxRequestBodyBytes))).toBeNull();
    expect(post('0')).toBeNull();
    expect(post()).toBeNull();
    expect(
      refuseRequestBody({ method: 'GET', contentLength: undefined, transferEncoding: 'chunked' }),
    ).toBeNull();
  });

  it('refuses a larger body with 413', () => {
    expect(post(String(maxRequestBodyBytes + 1))?.status).toBe(413);
    expect(
      refuseRequestBody({
        method: 'PUT',
        contentLength: '99999999999',
        transferEncoding: undefined,
      })?.status,
    ).toBe(413);
  });

  it('refuses a body of unknown length (chunked) with 411', () => {
    expect(post(undefined, 'chunked')?.status).toBe(411);
  });
});
