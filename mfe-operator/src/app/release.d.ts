/** The remote's release (env APP_RELEASE at build time, else its package.json version). */
declare const __APP_RELEASE__: string;
