export { renderWithProviders, type RenderWithProvidersOptions } from './render';
export { resetSession } from './session';
export { StandaloneApp, type StandaloneAppProps } from './standalone-app';
