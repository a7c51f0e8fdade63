export { ThankYouPage as default } from '../features/rewards/components/thank-you-page';
