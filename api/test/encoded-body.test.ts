import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESSION, KeptBody, sendKept } from '../src/lib/encoded-body.ts';

// A kept answer (a cached read's) is compressed once per encoding, not once per request, and is
// chosen by the client's Accept-Encoding as the compress plugin would choose it.
describe('kept answers, compressed once', () => {
  const large = JSON.stringify({
    success: true,
    data: Array.from({ length: 80 }, (_, i) => ({ rank: i, name: `Player ${i}` })),
  });

  it('makes each encoding once and hands the same bytes to every later request', () => {
    const body = new KeptBody(large);
    const br = body.encodedAs('br');
    expect(body.encodedAs('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(large);
    expect(gunzipSync(body.encodedAs('gzip')).toString()).toBe(large);
    expect(new KeptBody('{"success":true}').compressible).toBe(false);
    expect(Buffer.byteLength(large)).toBeGreaterThanOrEqual(COMPRESSION.threshold);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['*', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])('answers Accept-Encoding %s with %s', async (accept, expected) => {
    const app = Fastify();
    const body = new KeptBody(large);
    app.get('/kept', (_request, reply) => sendKept(reply, body));
    const res = await app.inject({
      url: '/kept',
      headers: accept === undefined ? {} : { 'accept-encoding': accept },
    });
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const text =
      expected === 'br'
        ? brotliDecompressSync(res.rawPayload)
        : expected === 'gzip'
          ? gunzipSync(res.rawPayload)
          : res.rawPayload;
    expect(text.toString()).toBe(large);
    await app.close();
  });

  it('sends the text to a client that opts out, and a small answer as it is', async () => {
    const app = Fastify();
    app.get('/kept', (_request, reply) => sendKept(reply, new KeptBody(large)));
    app.get('/small', (_request, reply) => sendKept(reply, new KeptBody('{"success":true}')));
    const optOut = await app.inject({
      url: '/kept',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(optOut.headers['content-encoding']).toBeUndefined();
    expect(optOut.body).toBe(large);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.json()).toEqual({ success: true });
    await app.close();
  });
});
