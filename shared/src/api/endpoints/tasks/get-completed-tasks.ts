import { queryOptions } from '@portal/shared/query';
import type { CompletedTasksResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { assertSuccess, toApiError } from '../../errors';

/** POST /v1/completed-task/get. Failures become an ApiError with the server's message, else 'Error loading tasks'. */
export async function getCompletedTasks(): Promise<CompletedTasksResponse> {
  try {
    const { data } = await apiClient.post<CompletedTasksResponse>('/v1/completed-task/get');
    // A 200 answer saying success false is a failure too, never a screen reading .data of nothing.
    return assertSuccess(data, 'Error loading tasks');
  } catch (error) {
    throw toApiError(error, 'Error loading tasks');
  }
}

export const completedTasksQueryKey = ['completed-tasks'] as const;

export const completedTasksQueryOptions = () =>
  queryOptions({ queryKey: completedTasksQueryKey, queryFn: getCompletedTasks });
