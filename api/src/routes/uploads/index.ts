import { ImageFile } from '@portal/contracts';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, notFound } from '../../lib/errors.ts';
import { UPLOAD_NAME } from '../../lib/uploads.ts';

/** Uploaded images, served back only as PNG or JPEG with nosniff. */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/uploads/:name',
    {
      schema: {
        response: { 200: ImageFile },
        tags: ['uploads'],
        summary: 'An uploaded image',
        security: [],
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const m = UPLOAD_NAME.exec(name);
      if (!m) throw notFound(MESSAGES.NO_SUCH_IMAGE);
      const path = join(app.config.uploadDir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound(MESSAGES.NO_SUCH_IMAGE);
      return reply
        .type(m[1] === 'png' ? 'image/png' : 'image/jpeg')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'private, max-age=86400')
        .send(createReadStream(path));
    },
  );
};
