export { renderWithProviders, type RenderWithProvidersOptions } from './render';
export { resetSession, signIn, testToken } from './session';
export {
  failedRequest,
  fakeApi,
  ok,
  type FakeAnswer,
  type FakeApi,
  type FakeCall,
  type FakeRoute,
} from './fake-api';
export { notIntervals, notTimeouts } from './timers';
export { toUrdu, toEnglish, latinWords, hasUrdu, screenText } from './urdu';
