import '../i18n'; // registers this remote's catalogs before its first render
export { RewardsPage as default } from '../features/rewards/components/rewards-page';
