import { queryOptions } from '@portal/shared/query';
import type { CompletedTasksResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/completed-task/get. Failures become an ApiError with the server's message, else 'Error loading tasks'. */
export async function getCompletedTasks(): Promise<CompletedTasksResponse> {
  return apiCall<CompletedTasksResponse>({
    method: 'POST',
    path: '/v1/completed-task/get',
    fallback: t('shared.api.tasks.failed'),
    successOr: t('shared.api.tasks.failed'),
  });
}

export const completedTasksQueryKey = ['completed-tasks'] as const;

export const completedTasksQueryOptions = () =>
  queryOptions({ queryKey: completedTasksQueryKey, queryFn: getCompletedTasks });
