import '../i18n'; // registers this remote's catalogs before its first render
export { AimTrainPage as default } from '../features/aim-train/components/aim-train-page';
