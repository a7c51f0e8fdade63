import { formatCredits } from '@portal/shared/lib';
import { DataTable } from '../../ui/data-table';
import { formatDateTime } from '../../ui/format';
import type { Redemption } from '../redemptions/api';
import { contactOf, RedemptionState } from '../redemptions/redemption-row';

/** The subscriber's redemptions as the Redemptions screen shows them, without the subscriber column. */
export function RedemptionsTab({ rows }: { rows: Redemption[] }) {
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.id}
      label="Redemptions"
      empty="Nothing yet."
      columns={[
        { header: '#', cell: (r) => r.id },
        { header: 'Reward', cell: (r) => r.reward.name },
        { header: 'Credits', cell: (r) => formatCredits(r.credits), numeric: true },
        { header: 'Contact', cell: contactOf },
        { header: 'Status', cell: (r) => <RedemptionState item={r} /> },
        { header: 'Requested', cell: (r) => formatDateTime(r.createdAt) },
      ]}
    />
  );
}
