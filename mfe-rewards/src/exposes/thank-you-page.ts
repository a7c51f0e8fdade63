import '../i18n'; // registers this remote's catalogs before its first render
export { ThankYouPage as default } from '../features/rewards/components/thank-you-page';
