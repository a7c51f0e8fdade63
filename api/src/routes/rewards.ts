import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const rewardRoutes: FastifyPluginAsyncTypebox = async () => {};
