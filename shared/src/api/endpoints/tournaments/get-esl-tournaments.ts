import { queryOptions } from '@tanstack/react-query';
import type { TournamentsResponse } from '@portal/shared/types';
import { apiClient } from '../../client';
import { ApiError, toApiError } from '../../errors';

/** GET /v1/esl/tournaments/all. Failures become an ApiError with the server's message, else 'Failed to fetch tournaments'. */
export async function getEslTournaments(): Promise<TournamentsResponse> {
  try {
    const { data } = await apiClient.get<TournamentsResponse>('/v1/esl/tournaments/all');
    // Spec section 8: when success is not true the error is the errors value or the default.
    if (data?.success !== true) {
      const errors = (data as { errors?: unknown } | undefined)?.errors;
      throw new ApiError(typeof errors === 'string' && errors ? errors : 'Failed to fetch tournaments', {
        body: data,
      });
    }
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to fetch tournaments');
  }
}

export const eslTournamentsQueryKey = ['esl-tournaments'] as const;

export const eslTournamentsQueryOptions = () =>
  queryOptions({ queryKey: eslTournamentsQueryKey, queryFn: getEslTournaments });
