export { EditProfilePage as default } from '../features/profile/components/edit-profile-page';
