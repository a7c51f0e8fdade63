import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { QueryView } from '../../ui/query-view';
import { entriesOfQuery, ledgerQuery, redemptionsOfQuery, tournamentsOfQuery } from './api';
import { EntriesTab, TournamentsTab } from './history-tabs';
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

function Entries({ id }: { id: number }) {
  const entries = useQuery(entriesOfQuery(id));
  return <QueryView query={entries}>{(rows) => <EntriesTab rows={rows} />}</QueryView>;
}

function Tournaments({ id }: { id: number }) {
  const tournaments = useQuery(tournamentsOfQuery(id));
  return <QueryView query={tournaments}>{(rows) => <TournamentsTab rows={rows} />}</QueryView>;
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
    case 'entries':
      return <Entries id={id} />;
    case 'redemptions':
      return <Redemptions id={id} />;
    case 'tournaments':
      return <Tournaments id={id} />;
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
