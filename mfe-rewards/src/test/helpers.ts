// Test fixtures of the rewards remote (the fake api and sign-in are @portal/shared/testing's).
import type { Profile, RedeemResult } from '@portal/contracts';

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

/** The hold a subscriber gets on the PUBG Mobile 60 UC reward (it asks for a PUBG id). */
export const pubgReward: RedeemResult = {
  item: 1,
  uuid: 'u-1',
  name: 'PUBG Mobile 60 UC',
  tel: '923001234567',
  id_require: 1,
};
