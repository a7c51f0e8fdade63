import '../i18n'; // registers this remote's catalogs before its first render
export { HomeRewards as default } from '../features/rewards/components/home-rewards';
