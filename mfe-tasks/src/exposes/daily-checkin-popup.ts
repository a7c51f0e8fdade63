import '../i18n'; // registers this remote's catalogs before its first render
export { DailyCheckinPopup as default } from '../features/daily-task/components/daily-checkin-popup';
