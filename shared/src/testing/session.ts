import {
  accessTokenAtom,
  gamesNowRefAtom,
  msisdnAtom,
  portalStore,
  reffererAtom,
  session,
} from '@portal/shared/session';

/** Clears session storage and every session atom between tests. */
export function resetSession() {
  session.clearAll();
  sessionStorage.clear();
}

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT with chosen claims (the front ends only read claims; the api checks signatures). */
export function testToken(claims: Record<string, unknown> = {}): string {
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', gn: 0, ...claims })}.sig`;
}

/**
 * The one sign-in helper of the component tests: a signed-in subscriber, as the shell leaves the
 * session after start-up; `partner` signs in as a GameNow partner visitor (token gn 1, gamenow flag).
 */
export function signIn({ partner = false }: { partner?: boolean } = {}) {
  portalStore.set(accessTokenAtom, testToken({ gn: partner ? 1 : 0 }));
  portalStore.set(msisdnAtom, 'signed.subscriber.reference');
  if (partner) {
    portalStore.set(reffererAtom, 'gamenow');
    portalStore.set(gamesNowRefAtom, '1');
  }
}
