export { RedeemPage as default } from '../features/rewards/components/redeem-page';
