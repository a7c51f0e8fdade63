export { UnsubscribePage as default } from '../features/profile/components/unsubscribe-page';
