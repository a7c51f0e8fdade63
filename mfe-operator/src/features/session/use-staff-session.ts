// The signed-in staff member, from GET /api/operator/session (401 when there is no staff session).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { OperatorApiError, opGet, opRequest, setCsrfToken } from '../../lib/api';
import type { StaffSession } from '../../lib/types';

export const staffSessionKey = ['operator', 'session'] as const;

export const staffSessionQuery = queryOptions({
  queryKey: staffSessionKey,
  queryFn: async (): Promise<StaffSession | null> => {
    try {
      const session = await opGet<StaffSession>('/session');
      setCsrfToken(session.csrfToken);
      return session;
    } catch (error) {
      if (error instanceof OperatorApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
  retry: false,
});

export function useStaffSession() {
  return useQuery(staffSessionQuery);
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { username: string; password: string }) =>
      opRequest<StaffSession>('POST', '/session', body),
    onSuccess: (session) => {
      setCsrfToken(session.csrfToken);
      client.setQueryData(staffSessionKey, session);
    },
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => opRequest<unknown>('DELETE', '/session'),
    onSettled: () => {
      setCsrfToken('');
      // The session query stays (its observer shows the sign-in page); every other console query goes.
      client.setQueryData(staffSessionKey, null);
      client.removeQueries({ queryKey: ['operator'], predicate: (q) => q.queryKey[1] !== 'session' });
    },
  });
}
