export { FaqsPage as default } from '../features/info/components/faqs-page';
