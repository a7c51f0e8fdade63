/** Spec section 2: the nine menu items, in order. */
export const menuItems = [
  { to: '/', label: 'Homepage', icon: '⌂' },
  { to: '/tasks', label: 'Daily tasks', icon: '✓' },
  { to: '/tournaments', label: 'Tournaments', icon: '🏆' },
  { to: '/daily-gaming-tasks', label: 'Gaming Tasks', icon: '🎮' },
  { to: '/rewards', label: 'Rewards', icon: '🎁' },
  { to: '/leaderboard', label: 'Leaderboard', icon: '📊' },
  { to: '/highlights', label: 'Highlights', icon: '▶' },
  { to: '/completed', label: 'Completed tasks', icon: '☑' },
  { to: '/profile', label: 'Profile', icon: '👤' },
] as const;
