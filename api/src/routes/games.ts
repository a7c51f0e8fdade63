import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const gameRoutes: FastifyPluginAsyncTypebox = async () => {};
