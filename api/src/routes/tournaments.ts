import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const tournamentRoutes: FastifyPluginAsyncTypebox = async () => {};
