import { atom } from 'jotai';
import { portalStore } from '@portal/shared/session';
import { apiClient } from './client';
import { ApiError } from './errors';
import type { HttpClient } from './http';

/** The api's code when a failed charge has paused the subscriber's access. */
export const SUSPENDED_CODE = 'SUBSCRIPTION_SUSPENDED';

/** True while the api refuses the subscriber's routes until a payment goes through. */
export const subscriptionSuspendedAtom = atom(false);

/** True for the api's refusal of a suspended subscriber (402 with the suspension code). */
export function isSuspension(error: unknown): boolean {
  const response = (error as { response?: { status?: number; data?: unknown } })?.response;
  const status = error instanceof ApiError ? error.status : response?.status;
  const body = error instanceof ApiError ? error.body : response?.data;
  return status === 402 && (body as { code?: unknown } | undefined)?.code === SUSPENDED_CODE;
}

/** Any call refused for suspension switches the portal to its payment page (installed once by the shell). */
const watched = new WeakSet<HttpClient>();
export function watchSuspension(client: HttpClient = apiClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.onFailure((error) => {
    if (isSuspension(error)) portalStore.set(subscriptionSuspendedAtom, true);
  });
}
