// Test fixtures of the rewards remote (the fake api and sign-in are @portal/shared/testing's).
import type { Profile } from '@portal/contracts';

export const demoProfile: Profile = {
  name: 'Demo Player',
  username: 'demoplayer',
  profileImage: null,
  email: 'demo@example.com',
  gender: 'male',
  bio: 'Plays every evening.',
  dateOfBirth: '24-03-1998',
  phone: '923001234567',
  total_tournament: 3,
  completed_tasks_total: 5,
  credits: 1615,
  items_redeemed: 1,
  prize_money_paisa: 500_000,
};
