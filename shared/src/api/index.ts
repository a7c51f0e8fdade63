export { apiClient, createApiClient, isRefreshOngoing, refreshSettled } from './client';
export { apiCall, formData, type ApiCall } from './api-call';
export {
  HttpError,
  serviceClient,
  settleFetch,
  type HttpClient,
  type HttpRequest,
  type HttpResponse,
  type RequestConfig,
  type Transport,
} from './http';
export { ApiError, assertSuccess, isUnreachable, serverMessage } from './errors';
export { createQueryClient, retryAfterRefresh, withRefreshRetry } from './query-client';
export {
  exchangeToken,
  REFRESH_MESSAGES,
  refreshIdentity,
  refreshReferrer,
  requestToken,
  type TokenGrant,
} from './refresh';
export { needsRenewal, tokenExpiry } from './token-expiry';
export { adoptSentAhead, type SentAhead } from './sent-ahead';
export * from './endpoints';
export { isSuspension, SUSPENDED_CODE, subscriptionSuspendedAtom, watchSuspension } from './suspension';
