export { getSession } from './get-session';
export { getDayData } from './get-day-data';
export { getProfile, profileQueryKey, profileQueryOptions } from './get-profile';
export { selectGame } from './select-game';
export { encryptUnsubscribe, unsubscribeUrl } from './encrypt-unsubscribe';
export { updateProfile } from './update-profile';
export { logout } from './logout';
export { saveLanguage } from './save-language';
