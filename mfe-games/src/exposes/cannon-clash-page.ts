export { CannonClashPage as default } from '../features/cannon-clash/components/cannon-clash-page';
