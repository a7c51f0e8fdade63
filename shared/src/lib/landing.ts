import { productConfig } from '@portal/shared/config';

/** Sends a visitor without a session to the external landing page (docs/product/access-and-start-up.md). */
export function redirectToLanding(): void {
  window.location.assign(productConfig.landingPageUrl);
}
