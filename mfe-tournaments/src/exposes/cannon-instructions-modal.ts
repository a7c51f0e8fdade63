export { CannonInstructionsModal as default } from '../features/tournaments/components/cannon-instructions-modal';
