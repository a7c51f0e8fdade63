import '../i18n'; // registers this remote's catalogs before its first render
export { CannonClashPage as default } from '../features/cannon-clash/components/cannon-clash-page';
