import type { FastifyRequest } from 'fastify';
import { HttpError, MESSAGES, badRequest, type Message } from './errors.ts';
import { isStorableText } from './limits.ts';

export interface MultipartResult {
  fields: Record<string, string>;
  file: Buffer | null;
}

/**
 * Reads a multipart body: text fields plus one file part named `fileField`.
 * `maxBytes` is inclusive (as @fastify/multipart's fileSize is); a larger file is refused with `tooLarge`.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
  maxBytes: number,
  tooLarge: Message,
): Promise<MultipartResult> {
  if (!request.isMultipart()) throw badRequest(MESSAGES.MULTIPART_EXPECTED);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
    })) {
      if (part.type === 'file') {
        const buf = await part.toBuffer();
        if (part.fieldname === fileField) file = buf;
      } else {
        const value = String(part.value ?? '');
        if (!isStorableText(value) || !isStorableText(part.fieldname)) throw badRequest(MESSAGES.NOT_TEXT);
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(MESSAGES.MULTIPART_ONE_FILE);
    throw badRequest(MESSAGES.MULTIPART_INVALID);
  }
  return { fields, file };
}
