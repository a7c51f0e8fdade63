export { RewardsPage as default } from '../features/rewards/components/rewards-page';
