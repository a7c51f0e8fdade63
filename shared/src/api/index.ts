export { apiClient, createApiClient } from './client';
export { ApiError, assertSuccess, isUnreachable, serverMessage, toApiError } from './errors';
export { createQueryClient } from './query-client';
export { REFRESH_MESSAGES, refreshIdentity, refreshReferrer, requestToken } from './refresh';
export * from './endpoints';
