export { renderWithProviders, type RenderWithProvidersOptions } from './render';
export { resetSession } from './session';
