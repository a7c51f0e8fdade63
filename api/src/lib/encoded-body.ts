import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * How answers are compressed, for every route (the compress plugin, see plugins/security.ts) and
 * for the kept answers below alike: the encodings in the order the api prefers them, the smallest
 * answer worth compressing, and brotli's quality (5: most of brotli's gain at a fraction of its
 * highest quality's time).
 */
export const COMPRESSION = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  brotliQuality: 5,
} as const;

type Encoding = (typeof COMPRESSION.encodings)[number];

const compressors: Record<Encoding, (text: string) => Buffer> = {
  br: (text) =>
    brotliCompressSync(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    }),
  gzip: (text) => gzipSync(text),
};

/**
 * A serialised answer that is sent again and again (a cached read's): its text, and each encoding
 * made the first time a client asks for it. Kept beside the cached value it was serialised from, so
 * it goes when the value does.
 */
export class KeptBody {
  private readonly encoded = new Map<Encoding, Buffer>();
  readonly compressible: boolean;

  constructor(readonly text: string) {
    this.compressible = Buffer.byteLength(text) >= COMPRESSION.threshold;
  }

  encodedAs(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) this.encoded.set(encoding, (bytes = compressors[encoding](this.text)));
    return bytes;
  }
}

/** Chosen encodings by Accept-Encoding value: browsers send a handful of values, each chosen once. */
const chosen = new Map<string, Encoding | null>();

/** The encoding the request accepts, chosen as the compress plugin chooses it (null: none). */
function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    // As the plugin reads it: no preference ('*') and the old x-gzip alias stand for gzip.
    encoding = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), COMPRESSION.encodings);
    if (chosen.size < 200) chosen.set(header, encoding);
  }
  return encoding;
}

/** Adds accept-encoding to the answer's Vary header (kept once). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding'))
    reply.header('vary', `${String(vary)}, accept-encoding`);
}

/**
 * A kept answer as the route returns it: JSON, compressed once per encoding and per kept body for
 * every client that accepts one, where the compress plugin would compress it again on every
 * request. A small answer, or a client that accepts no encoding, gets the text. The route's
 * declared answer type does not know Fastify sends a string or a buffer as it is, hence the cast.
 */
export function sendKept<T>(reply: FastifyReply, body: KeptBody): T {
  reply.type('application/json; charset=utf-8');
  if (!body.compressible) return body.text as unknown as T;
  varyOnEncoding(reply);
  const { headers } = reply.request;
  // The plugin's opt-out header is honoured here too.
  const encoding =
    headers['x-no-compression'] === undefined ? acceptedEncoding(headers['accept-encoding']) : null;
  if (encoding === null) return body.text as unknown as T;
  reply.header('content-encoding', encoding);
  return body.encodedAs(encoding) as unknown as T;
}
