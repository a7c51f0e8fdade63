import { PageHeading } from '@portal/shared/ui';

export function RedeemPage() {
  return <PageHeading title="Redeem" />;
}
