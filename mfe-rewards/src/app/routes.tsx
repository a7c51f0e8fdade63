// The rewards remote's pages, for its standalone dev app; inside the portal the shell routes them.
import type { ReactElement } from 'react';
import { RewardsPage } from '../features/rewards/components/rewards-page';
import { RedeemPage } from '../features/rewards/components/redeem-page';
import { ThankYouPage } from '../features/rewards/components/thank-you-page';
import { LeaderboardPage } from '../features/leaderboard/components/leaderboard-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { EditProfilePage } from '../features/profile/components/edit-profile-page';
import { UnsubscribePage } from '../features/profile/components/unsubscribe-page';
import { FaqsPage } from '../features/info/components/faqs-page';
import { TermsServicePage } from '../features/info/components/terms-service-page';

export const standaloneRoutes: Array<{ path: string; element: ReactElement }> = [
  { path: '/rewards', element: <RewardsPage /> },
  { path: '/redeem', element: <RedeemPage /> },
  { path: '/thankyou', element: <ThankYouPage /> },
  { path: '/leaderboard', element: <LeaderboardPage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/edit-profile', element: <EditProfilePage /> },
  { path: '/unsubscribe', element: <UnsubscribePage /> },
  { path: '/faqs', element: <FaqsPage /> },
  { path: '/terms-service', element: <TermsServicePage /> },
];
