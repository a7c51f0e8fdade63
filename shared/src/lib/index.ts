export { cutName, displayName, GUEST_NAME } from './names';
export { splitDateTime, reverseDateParts, type DateTimeParts } from './date-time';
export { profileImageOrFallback, PROFILE_IMAGE_FALLBACK } from './profile-image';
export { gameCoverImage, GAME_COVER_NAMES, type GameCover } from './game-cover';
export { useMediaQuery } from './use-media-query';
export { redirectToLanding } from './landing';
export { tokenClaims, isPartnerToken, type TokenClaims } from './token-claims';
export { formatCredits } from './format';
export { formatPaisa } from './money';
