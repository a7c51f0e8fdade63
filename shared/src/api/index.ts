export { apiClient, createApiClient, isRefreshOngoing, refreshSettled } from './client';
export { ApiError, assertSuccess, isUnreachable, serverMessage, toApiError } from './errors';
export { createQueryClient, retryAfterRefresh, withRefreshRetry } from './query-client';
export { REFRESH_MESSAGES, refreshIdentity, refreshReferrer, requestToken } from './refresh';
export { needsRenewal, tokenExpiry } from './token-expiry';
export * from './endpoints';
export { isSuspension, SUSPENDED_CODE, subscriptionSuspendedAtom, watchSuspension } from './suspension';
