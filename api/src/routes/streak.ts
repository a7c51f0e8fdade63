import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const streakRoutes: FastifyPluginAsyncTypebox = async () => {};
