export { DailyCheckinPopup as default } from '../features/daily-task/components/daily-checkin-popup';
