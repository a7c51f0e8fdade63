import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { productConfig } from '@portal/shared/config';
import { session } from '@portal/shared/session';
import { ApiError } from './errors';
import { REFRESH_MESSAGES, refreshIdentity, refreshReferrer, requestToken } from './refresh';
import { needsRenewal } from './token-expiry';

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };
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
): AxiosInstance {
  const client = axios.create({ baseURL, headers: { 'Content-Type': 'application/json' } });
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

  client.interceptors.request.use(async (config) => {
    let token = session.token();
    if (token && needsRenewal(token)) token = await refresh();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const original = error.config as RetriableConfig | undefined;
    if (error.response?.status !== 401 || !original || original._retried) throw error;
    if (refreshing) throw new ApiError(REFRESH_MESSAGES.ongoing, { status: 401, cause: error });

    original._retried = true;
    // Sent with a token that another call has already replaced: the new one is the retry's token.
    const sent = String(original.headers.get('Authorization') ?? '');
    const current = session.token();
    const token = current && sent !== `Bearer ${current}` ? current : await refresh();
    original.headers.set('Authorization', `Bearer ${token}`);
    return client(original);
  });

  return client;
}

/** The one client every app uses (a federation singleton through @portal/shared/api). */
export const apiClient = createApiClient();
