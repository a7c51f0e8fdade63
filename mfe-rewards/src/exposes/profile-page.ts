import '../i18n'; // registers this remote's catalogs before its first render
export { ProfilePage as default } from '../features/profile/components/profile-page';
