import '../i18n'; // registers this remote's catalogs before its first render
export { RedeemPage as default } from '../features/rewards/components/redeem-page';
