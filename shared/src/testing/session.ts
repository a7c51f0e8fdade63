import { session } from '@portal/shared/session';

/** Clears session storage and every session atom between tests. */
export function resetSession() {
  session.clearAll();
  sessionStorage.clear();
}

/** A signed-in subscriber, as the shell leaves the session after start-up. */
export function signIn(token = 'test-token') {
  session.setToken(token);
  session.setMsisdn('test-ref');
}
