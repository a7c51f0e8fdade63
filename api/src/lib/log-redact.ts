import type { FastifyRequest } from 'fastify';

// Request log lines never carry a credential: the subscriber reference (`a`), the sealed
// unsubscribe token (`mobile`) and an `msisdn` parameter are replaced in every logged URL.
const SECRET_PARAMS = /([?&](?:a|mobile|msisdn)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Fastify's request serializer, with the URL redacted. */
export function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
