/**
 * Registers the portal's service worker (built as /sw.js) after the page has loaded, so it never
 * competes with start-up. Production builds only: the dev servers serve every app themselves.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The portal works without it; only installing and the offline page need it.
      console.warn('[portal] service worker not registered:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
