export { AimTrainPage as default } from '../features/aim-train/components/aim-train-page';
