import { PageHeading } from '@portal/shared/ui';

export function TasksPage() {
  return <PageHeading title="Daily Tasks" />;
}
