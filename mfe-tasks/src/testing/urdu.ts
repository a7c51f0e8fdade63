// Urdu screens in this package's component tests: the shared helpers under the names they use.
export { latinWords as englishWords, screenText as textOf } from '@portal/shared/testing';
