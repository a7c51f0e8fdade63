import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const operatorRoutes: FastifyPluginAsyncTypebox = async () => {};
