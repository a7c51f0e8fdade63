// Urdu screens in the games' component tests: the shared helpers, with this remote's catalogs
// registered so the Urdu switch downloads them.
import '../i18n';

export { toUrdu, toEnglish, latinWords, hasUrdu, screenText } from '@portal/shared/testing';
