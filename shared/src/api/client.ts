import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { productConfig } from '@portal/shared/config';
import { session } from '@portal/shared/session';
import { ApiError } from './errors';
import { REFRESH_MESSAGES, refreshIdentity, refreshReferrer, requestToken } from './refresh';

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

/**
 * Spec sections 4 and 5: bearer token on every request; a 401 triggers one refresh per request
 * and one retry; a second failing request during a refresh is rejected with
 * 'Token refreshongoing.'; when the refresh fails the stored token and msisdn are removed and the
 * error is passed on. Other errors pass through unchanged.
 */
export function createApiClient(baseURL = productConfig.apiBaseUrl): AxiosInstance {
  const client = axios.create({ baseURL, headers: { 'Content-Type': 'application/json' } });
  let refreshing = false;

  client.interceptors.request.use((config) => {
    const token = session.token();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const original = error.config as RetriableConfig | undefined;
    if (error.response?.status !== 401 || !original || original._retried) throw error;
    if (refreshing) throw new ApiError(REFRESH_MESSAGES.ongoing, { status: 401, cause: error });

    original._retried = true;
    refreshing = true;
    try {
      const msisdn = refreshIdentity();
      if (!msisdn) throw new ApiError(REFRESH_MESSAGES.noMsisdn, { status: 401 });
      const token = await requestToken(msisdn, refreshReferrer());
      session.setToken(token);
      session.setMsisdn(msisdn);
      original.headers.set('Authorization', `Bearer ${token}`);
    } catch (refreshError) {
      session.clearCredentials();
      throw refreshError;
    } finally {
      refreshing = false;
    }
    return client(original);
  });

  return client;
}

/** The one client every app uses (a federation singleton through @portal/shared/api). */
export const apiClient = createApiClient();
