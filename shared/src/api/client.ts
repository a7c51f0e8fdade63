import { productConfig } from '@portal/shared/config';
import { session } from '@portal/shared/session';
import { ApiError, isUnreachable, retryAfterSeconds } from './errors';
import { createHttpClient, failedAnswer, settleFetch, type HttpClient, type HttpRequest } from './http';
import { takeSentAhead } from './sent-ahead';
import { REFRESH_MESSAGES, refreshIdentity, refreshReferrer, requestToken } from './refresh';
import { hasLapsed, needsRenewal } from './token-expiry';

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
 * failing request during a refresh is rejected with 'Token refreshongoing.'; when the refresh is
 * refused the stored token and msisdn are removed and the error is passed on, while a refresh the
 * api did not answer (`isUnreachable`) keeps them and passes its error on for the caller's retry
 * (one shed with Retry-After holds every refresh until then).
 * Other errors pass through unchanged. On top of that rule, a token within a minute of its `exp` is
 * renewed before the request leaves (others due a renewal meanwhile wait for the same one), so an
 * idle session comes back without a storm of 401s; a renewal the api did not answer sends the
 * request with the current token while it has not lapsed.
 */
export function createApiClient(
  baseURL = productConfig.apiBaseUrl,
  fetchToken: TokenRequester = requestToken,
): HttpClient {
  let refreshing: Promise<string> | null = null;
  // A refresh the api shed with Retry-After: until then no other refresh is sent, and calls that
  // need one fail with its error (a read is asked again after the same pause).
  let shed: { error: unknown; until: number } | null = null;

  const refresh = (): Promise<string> => {
    if (refreshing) return refreshing;
    if (shed && Date.now() < shed.until) return Promise.reject(shed.error);
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
      // Only a refusal signs the subscriber out: a busy api (503) or a lost connection says nothing
      // about the identity, and the next call's refresh asks again.
      .catch((error: unknown) => {
        if (!isUnreachable(error)) session.clearCredentials();
        const pause = retryAfterSeconds(error);
        shed = pause ? { error, until: Date.now() + pause * 1000 } : null;
      })
      .finally(() => {
        refreshing = null;
        if (inFlight === run) inFlight = null;
      });
    return run;
  };

  // A renewal the api did not answer leaves the request to the token it would have replaced, while
  // that one still has time left; a lapsed one would only earn a 401 and a second refresh.
  const renew = async (current: string): Promise<string> => {
    try {
      return await refresh();
    } catch (error) {
      const stored = session.token() ?? current;
      if (!isUnreachable(error) || hasLapsed(stored)) throw error;
      return stored;
    }
  };

  const withToken = async (request: HttpRequest): Promise<HttpRequest> => {
    let token = session.token();
    if (token && needsRenewal(token)) token = await renew(token);
    const headers = { ...request.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    return { ...request, headers };
  };

  return createHttpClient(baseURL, async (request, client) => {
    const sent = await withToken(request);
    // The entry page's first reads may be on their way already (sent-ahead.ts): their answer counts
    // as this call's, a 401 included.
    const ahead = takeSentAhead(sent);
    try {
      return await (ahead ? settleFetch(sent, ahead) : client.transport(sent));
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
