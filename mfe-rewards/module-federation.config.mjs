// Federation settings of the rewards remote: what it exposes to the shell.
export default {
  name: 'rewards',
  filename: 'remoteEntry.js',
  exposes: {
    './RewardsPage': './src/exposes/rewards-page.ts',
    './RedeemPage': './src/exposes/redeem-page.ts',
    './ThankYouPage': './src/exposes/thank-you-page.ts',
    './HomeRewards': './src/exposes/home-rewards.ts',
    './LeaderboardPage': './src/exposes/leaderboard-page.ts',
    './ProfilePage': './src/exposes/profile-page.ts',
    './EditProfilePage': './src/exposes/edit-profile-page.ts',
    './UnsubscribePage': './src/exposes/unsubscribe-page.ts',
    './FaqsPage': './src/exposes/faqs-page.ts',
    './TermsServicePage': './src/exposes/terms-service-page.ts',
  },
};
