import '../i18n'; // registers this remote's catalogs before its first render
export { TermsServicePage as default } from '../features/info/components/terms-service-page';
