import { MESSAGES, type Message } from '@portal/contracts/messages';

export { MESSAGES, said, withValues, type Message, type MessageCode } from '@portal/contracts/messages';

/**
 * An error whose message is safe to show the client: a message of the registry
 * (contracts/src/rules/messages.ts), answered as `{ success: false, message, errors, code }` and,
 * when its text has placeholders, `values`.
 */
export class HttpError extends Error {
  public readonly code: string;
  public readonly values: Message['values'];

  constructor(
    public readonly statusCode: number,
    entry: Message,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(entry.message);
    this.code = entry.code;
    this.values = entry.values;
  }
}

export const badRequest = (entry: Message, extra?: Record<string, unknown>) =>
  new HttpError(400, entry, extra);
export const unauthorized = (entry: Message = MESSAGES.UNAUTHORIZED) => new HttpError(401, entry);
export const forbidden = (entry: Message = MESSAGES.FORBIDDEN) => new HttpError(403, entry);
export const notFound = (entry: Message) => new HttpError(404, entry);
export const conflict = (entry: Message, extra?: Record<string, unknown>) => new HttpError(409, entry, extra);
