// Answers that are not JSON (the demo landing pages, redirects, images) and the dev tools' JSON, so
// every route of the api has a response in the OpenAPI document.
import { Type, type Static } from '@sinclair/typebox';

/** An HTML page (the demo landing, code and inbox pages). */
export const HtmlPage = {
  content: { 'text/html': { schema: Type.String({ description: 'An HTML page' }) } },
};
/** A 303 redirect; the Location header says where. */
export const SeeOther = Type.Null({ description: 'Redirect (see the Location header)' });
/** An uploaded image, PNG or JPEG (a plain JSON schema: the body is a file stream, not a string). */
const binary = { schema: { type: 'string', format: 'binary' } } as const;
export const ImageFile = { content: { 'image/png': binary, 'image/jpeg': binary } };

// Dev tools (DEV_TOOLS=1 only)
export const SmsOutboxResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(
    Type.Object({ id: Type.Number(), phone: Type.String(), body: Type.String(), created_at: Type.String() }),
  ),
});
export type SmsOutboxResponse = Static<typeof SmsOutboxResponse>;
export const DevClockRequest = Type.Object({
  advanceMs: Type.Optional(Type.Integer({ minimum: -1e12, maximum: 1e12 })),
  now: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
});
export type DevClockRequest = Static<typeof DevClockRequest>;
export const DevClockResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ now: Type.String(), today: Type.String(), timeZone: Type.String() }),
});
export type DevClockResponse = Static<typeof DevClockResponse>;
/** Subscribers whose credit or money wallet differs from the sum of its ledger. */
export const LedgerCheckResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ credits: Type.Array(Type.Number()), money: Type.Array(Type.Number()) }),
});
export type LedgerCheckResponse = Static<typeof LedgerCheckResponse>;
