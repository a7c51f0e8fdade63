export { cutName, displayName, GUEST_NAME } from './names';
export { splitDateTime, reverseDateParts, type DateTimeParts } from './date-time';
export { profileImageOrFallback, PROFILE_IMAGE_FALLBACK } from './profile-image';
export {
  chosenCover,
  coverPicture,
  gameCoverImage,
  GAME_COVER_NAMES,
  MID_IMAGE_MEDIA,
  type CoverSource,
  type GameCover,
} from './game-cover';
export { useMediaQuery } from './use-media-query';
export { redirectToLanding } from './landing';
export { isLeavingPortal, leavePortal, markLeavingPortal } from './leave-portal';
export { tokenClaims, isPartnerToken, type TokenClaims } from './token-claims';
export { formatCredits } from './format';
export { formatPaisa } from './money';
