import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { operatorOpenApi } from '../../operator/openapi.ts';
import { allow, ANY_STAFF } from '../../operator/roles.ts';
import { operatorRouteList } from '../../plugins/operator-access.ts';
import { tags } from './schemas.ts';

// The operator API's OpenAPI document, for signed-in staff only.

export const docsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let doc: ReturnType<typeof operatorOpenApi> | null = null;
  app.get(
    '/docs/json',
    {
      config: allow(ANY_STAFF),
      schema: {
        tags,
        summary: 'The OpenAPI document of the operator API',
        response: {
          200: Type.Object(
            { openapi: Type.String(), paths: Type.Record(Type.String(), Type.Unknown()) },
            { additionalProperties: true },
          ),
        },
      },
    },
    async () => (doc ??= operatorOpenApi(operatorRouteList(app))),
  );
};
