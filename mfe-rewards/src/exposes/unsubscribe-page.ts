import '../i18n'; // registers this remote's catalogs before its first render
export { UnsubscribePage as default } from '../features/profile/components/unsubscribe-page';
