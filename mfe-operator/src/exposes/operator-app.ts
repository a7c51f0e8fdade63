export { OperatorApp as default } from '../app/operator-app';
