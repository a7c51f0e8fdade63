import '../i18n'; // registers this remote's catalogs before its first render
export { CannonInstructionsModal as default } from '../features/tournaments/components/cannon-instructions-modal';
