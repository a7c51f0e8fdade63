import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { QueryView } from '../../ui/query-view';
import { historyQuery, ledgerQuery, redemptionsOfQuery, type HistoryKind } from './api';
import { HistoryTable } from './history-table';
import { LedgerTable } from './ledger-table';
import { RedemptionsTab } from './redemptions-tab';

const TABS = [
  { key: 'credits', label: 'Credits ledger' },
  { key: 'money', label: 'Wallet ledger' },
  { key: 'entries', label: 'Entries' },
  { key: 'redemptions', label: 'Redemptions' },
  { key: 'tournaments', label: 'Tournaments' },
] as const;

type Tab = (typeof TABS)[number]['key'];

function Ledger({ id, wallet }: { id: number; wallet: 'credits' | 'money' }) {
  const ledger = useQuery(ledgerQuery(id, wallet));
  return (
    <QueryView query={ledger}>
      {(rows) => <LedgerTable rows={rows} unit={wallet === 'credits' ? 'credits' : 'paisa'} />}
    </QueryView>
  );
}

function History({ id, kind, label }: { id: number; kind: HistoryKind; label: string }) {
  const history = useQuery(historyQuery(id, kind));
  return <QueryView query={history}>{(rows) => <HistoryTable rows={rows} label={label} />}</QueryView>;
}

function Redemptions({ id }: { id: number }) {
  const redemptions = useQuery(redemptionsOfQuery(id));
  return <QueryView query={redemptions}>{(rows) => <RedemptionsTab rows={rows} />}</QueryView>;
}

function TabContent({ id, tab }: { id: number; tab: Tab }) {
  switch (tab) {
    case 'credits':
    case 'money':
      return <Ledger id={id} wallet={tab} />;
    case 'redemptions':
      return <Redemptions id={id} />;
    default:
      return <History id={id} kind={tab} label={TABS.find((t) => t.key === tab)!.label} />;
  }
}

/** The subscriber's ledgers and histories, one tab at a time. */
export function SubscriberHistory({ id }: { id: number }) {
  const [tab, setTab] = useState<Tab>('credits');
  return (
    <section aria-label="History">
      <div role="tablist" aria-label="History" className="op-tabs">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`op-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls="op-tabpanel"
            className="op-tab"
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="op-tabpanel" aria-labelledby={`op-tab-${tab}`}>
        <TabContent id={id} tab={tab} />
      </div>
    </section>
  );
}
