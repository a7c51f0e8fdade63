/**
 * docs/product/access-and-start-up.md: the nine menu items, in order, each with the id of its label in
 * the shell's catalog and a 24x24 outline icon path.
 */
export const menuItems = [
  { to: '/', label: 'shell.menu.home', icon: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z' },
  { to: '/tasks', label: 'shell.menu.tasks', icon: 'M4 5h16v15H4zM4 9h16M9 3v4M15 3v4M8 14l3 3 5-5' },
  {
    to: '/tournaments',
    label: 'shell.menu.tournaments',
    icon: 'M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8',
  },
  {
    to: '/daily-gaming-tasks',
    label: 'shell.menu.gamingTasks',
    icon: 'M6 8h12a4 4 0 0 1 0 8H6a4 4 0 0 1 0-8zM8 10v4M6 12h4M15 11h.01M17 13h.01',
  },
  {
    to: '/rewards',
    label: 'shell.menu.rewards',
    icon: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-2-4 0M12 7c2-4 6-2 4 0',
  },
  { to: '/leaderboard', label: 'shell.menu.leaderboard', icon: 'M4 20V12h4v8M10 20V6h4v14M16 20v-6h4v6' },
  { to: '/highlights', label: 'shell.menu.highlights', icon: 'M4 5h16v14H4zM10 9l5 3-5 3z' },
  {
    to: '/completed',
    label: 'shell.menu.completed',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6',
  },
  {
    to: '/profile',
    label: 'shell.menu.profile',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6',
  },
] as const;
