import '../i18n'; // registers this remote's catalogs before its first render
export { EditProfilePage as default } from '../features/profile/components/edit-profile-page';
