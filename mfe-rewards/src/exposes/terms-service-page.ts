export { TermsServicePage as default } from '../features/info/components/terms-service-page';
