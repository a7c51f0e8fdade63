import { PageHeading } from '@portal/shared/ui';

export function DailyGamingTasksPage() {
  return <PageHeading title="Gaming Challenges" />;
}
