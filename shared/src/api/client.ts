import { productConfig } from '@portal/shared/config';
import { session } from '@portal/shared/session';
import { ApiError } from './errors';
import { createHttpClient, failedAnswer, type HttpClient, type HttpRequest } from './http';
import { REFRESH_MESSAGES, refreshIdentity, refreshReferrer, requestToken } from './refresh';
import { needsRenewal } from './token-expiry';

type TokenRequester = typeof requestToken;

let inFlight: Promise<unknown> | null = null;

/** Resolves once no token refresh is running (at once when none is): screens retry after it. */
export function refreshSettled(): Promise<void> {
  return (inFlight ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/** True for the refusal a call gets while another call's refresh runs; it is safe to retry. */
export function isRefreshOngoing(error: unknown): boolean {
  return error instanceof Error && error.message === REFRESH_MESSAGES.ongoing;
}

/**
 * Bearer token on every request; a 401 triggers one refresh per request and one retry; a second
 * failing request during a refresh is rejected with 'Token refreshongoing.'; when the refresh
 * fails the stored token and msisdn are removed and the error is passed on. Other errors pass
 * through unchanged. On top of that rule, a token within a minute of its `exp` is renewed before
 * the request leaves (others due a renewal meanwhile wait for the same one), so an idle session comes back
 * without a storm of 401s.
 */
export function createApiClient(
  baseURL = productConfig.apiBaseUrl,
  fetchToken: TokenRequester = requestToken,
): HttpClient {
  let refreshing: Promise<string> | null = null;

  const refresh = (): Promise<string> => {
    if (refreshing) return refreshing;
    const run = (async () => {
      const msisdn = refreshIdentity();
      if (!msisdn) throw new ApiError(REFRESH_MESSAGES.noMsisdn, { status: 401 });
      const token = await fetchToken(msisdn, refreshReferrer());
      session.setToken(token);
      session.setMsisdn(msisdn);
      return token;
    })();
    refreshing = run;
    inFlight = run;
    run
      .catch(() => session.clearCredentials())
      .finally(() => {
        refreshing = null;
        if (inFlight === run) inFlight = null;
      });
    return run;
  };

  const withToken = async (request: HttpRequest): Promise<HttpRequest> => {
    let token = session.token();
    if (token && needsRenewal(token)) token = await refresh();
    const headers = { ...request.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    return { ...request, headers };
  };

  return createHttpClient(baseURL, async (request, client) => {
    const sent = await withToken(request);
    try {
      return await client.transport(sent);
    } catch (error) {
      if (failedAnswer(error)?.status !== 401) throw error;
      if (refreshing) throw new ApiError(REFRESH_MESSAGES.ongoing, { status: 401, cause: error });
      // Sent with a token that another call has already replaced: the new one is the retry's token.
      const current = session.token();
      if (!current || sent.headers.Authorization === `Bearer ${current}`) await refresh();
      // The one retry, with the token now stored (its failure, a 401 too, is passed on as it is).
      return client.transport(await withToken(request));
    }
  });
}

/** The one client every app uses (a federation singleton through @portal/shared/api). */
export const apiClient = createApiClient();
