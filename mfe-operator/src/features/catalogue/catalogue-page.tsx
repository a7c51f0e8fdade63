import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { can } from '../../lib/roles';
import { DataTable } from '../../ui/data-table';
import { QueryView } from '../../ui/query-view';
import { UrduText } from '../../ui/urdu-text';
import { useStaffSession } from '../session/use-staff-session';
import { CATALOGUE_KINDS, catalogueQuery, type CatalogueItem, type CatalogueKind } from './api';
import { NameForm } from './name-form';

const Urdu = ({ text }: { text: string | null | undefined }) =>
  text ? <UrduText text={text} /> : <span className="op-muted">None (English shown)</span>;

/** /operator/catalogue: the names subscribers see, in English and Urdu; reviewers rename them. */
export function CataloguePage() {
  const role = useStaffSession().data?.staff.role;
  const canEdit = can(role, 'manage-tournaments');
  const [kind, setKind] = useState<CatalogueKind>('games');
  const [editing, setEditing] = useState<number | null>(null);
  const list = useQuery(catalogueQuery(kind));
  const challenges = kind === 'game-challenges';
  const withGame = kind === 'daily-challenges' || challenges;
  const row = (item: CatalogueItem) => (
    <tr key={item.id} aria-label={item.name}>
      <td data-label="Name">{item.name}</td>
      <td data-label="Name in Urdu">
        <Urdu text={item.nameUr} />
      </td>
      {withGame && <td data-label="Game">{item.game}</td>}
      {challenges && (
        <td data-label="Objective">
          {item.objective}
          <div>
            <Urdu text={item.objectiveUr} />
          </div>
        </td>
      )}
      <td>
        {editing === item.id ? (
          <NameForm kind={kind} item={item} onDone={() => setEditing(null)} />
        ) : (
          canEdit && (
            <button type="button" className="op-button" onClick={() => setEditing(item.id)}>
              Edit names
            </button>
          )
        )}
      </td>
    </tr>
  );
  return (
    <>
      <h1>Names</h1>
      <p className="op-muted">
        What subscribers see. The Urdu name is shown to subscribers reading the portal in Urdu; without one
        they see the English name.
      </p>
      <div className="op-filters" role="group" aria-label="What to name">
        {CATALOGUE_KINDS.map(([k, label]) => (
          <button
            key={k}
            type="button"
            className={k === kind ? 'op-button op-button--primary' : 'op-button'}
            aria-pressed={k === kind}
            onClick={() => {
              setKind(k);
              setEditing(null);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <QueryView query={list}>
        {(items) => (
          <DataTable
            rows={items}
            rowKey={(item) => item.id}
            empty="Nothing here."
            label={CATALOGUE_KINDS.find(([k]) => k === kind)?.[1]}
            row={row}
            columns={[
              { header: 'Name' },
              { header: 'Name in Urdu' },
              ...(withGame ? [{ header: 'Game' }] : []),
              ...(challenges ? [{ header: 'Objective' }] : []),
              { header: '' },
            ]}
          />
        )}
      </QueryView>
    </>
  );
}
