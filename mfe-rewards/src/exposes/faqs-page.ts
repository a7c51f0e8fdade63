import '../i18n'; // registers this remote's catalogs before its first render
export { FaqsPage as default } from '../features/info/components/faqs-page';
