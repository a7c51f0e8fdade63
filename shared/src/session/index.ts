export * from './atoms';
export { SESSION_KEYS, type SessionKey } from './keys';
export { session, normaliseReferrer } from './session';
export { useGuestRedirect } from './use-guest-redirect';
