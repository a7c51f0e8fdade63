import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const challengeRoutes: FastifyPluginAsyncTypebox = async () => {};
