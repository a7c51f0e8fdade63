export { HomeRewards as default } from '../features/rewards/components/home-rewards';
