import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const devRoutes: FastifyPluginAsyncTypebox = async () => {};
