export { CompletedPage as default } from '../features/completed/components/completed-page';
