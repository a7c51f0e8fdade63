import { apiCall } from '../../api-call';

/**
 * POST /v1/auth/logout: ends this sign-in on the server (its tokens and its reference stop working),
 * so a copy of the token or the reference left anywhere is worthless after Logout.
 */
export async function logout(): Promise<void> {
  await apiCall<unknown>({
    method: 'POST',
    path: '/v1/auth/logout',
    fallback: 'An error occurred. Please try again.',
  });
}
