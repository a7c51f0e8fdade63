import { productConfig } from '@portal/shared/config';

/** Sends a visitor without a session to the external landing page (spec section 6). */
export function redirectToLanding(): void {
  window.location.assign(productConfig.landingPageUrl);
}
