// Urdu screens in this package's component tests: the shared helpers under the names they use.
export { latinWords, toUrdu as switchToUrdu, toEnglish as switchToEnglish } from '@portal/shared/testing';
