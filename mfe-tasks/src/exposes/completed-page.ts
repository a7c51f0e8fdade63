import '../i18n'; // registers this remote's catalogs before its first render
export { CompletedPage as default } from '../features/completed/components/completed-page';
