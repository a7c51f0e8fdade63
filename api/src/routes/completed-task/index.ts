import { CompletedTasksResponse } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { completedTasksOf } from '../../lib/completed-tasks.ts';
import { userOf } from '../../plugins/auth.ts';

export const completedTaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/completed-task/get',
    {
      schema: {
        response: { 200: CompletedTasksResponse },
        tags: ['daily tasks'],
        summary: 'Completed tasks (waiting for review first), newest first',
      },
    },
    async (request) => {
      const user = userOf(request);
      return {
        success: true,
        data: await completedTasksOf(app.db, user.id),
      } satisfies CompletedTasksResponse;
    },
  );
};
