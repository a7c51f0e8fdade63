import { session } from '@portal/shared/session';

/** Clears session storage and every session atom between tests. */
export function resetSession() {
  session.clearAll();
  sessionStorage.clear();
}
