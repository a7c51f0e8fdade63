export interface SocialLink {
  name: string;
  url: string;
}

export interface ProductConfig {
  productName: string;
  supportEmail: string;
  /** Where guests are sent; the api's demo landing page by default. */
  landingPageUrl: string;
  /** The external Learn & Win academy site. */
  academyUrl: string;
  /** Base of the unsubscribe service (POST {service}/api/encrypt). */
  unsubscribeServiceUrl: string;
  apiBaseUrl: string;
  socialLinks: SocialLink[];
}

declare const __PORTAL_CONFIG__: Partial<ProductConfig> | undefined;

const defaults: ProductConfig = {
  productName: 'PlayZone',
  supportEmail: 'support@playzone.example',
  landingPageUrl: '/landing',
  academyUrl: 'https://academy.playzone.example',
  unsubscribeServiceUrl: '/unsubscribe-service',
  apiBaseUrl: '/api',
  socialLinks: [
    { name: 'Facebook', url: 'https://www.facebook.com/playzone' },
    { name: 'Instagram', url: 'https://www.instagram.com/playzone' },
    { name: 'YouTube', url: 'https://www.youtube.com/@playzone' },
    { name: 'X', url: 'https://x.com/playzone' },
  ],
};

/**
 * Product configuration, from one place. Builds may override any field through the PORTAL_*
 * environment variables that the webpack setup turns into __PORTAL_CONFIG__.
 */
export const productConfig: ProductConfig = {
  ...defaults,
  ...(typeof __PORTAL_CONFIG__ === 'undefined' ? {} : __PORTAL_CONFIG__),
};
