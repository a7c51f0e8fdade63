import { ENTRY_WORDS } from '../../lib/status-words';
import type { SubmissionFilters, SubmissionKind, SubmissionStatus } from './api';

const STATUSES: SubmissionStatus[] = ['Submitted', 'Approved', 'Rejected'];

export interface GameOption {
  id: number;
  name: string;
}

export function SubmissionFiltersBar({
  filters,
  games,
  onChange,
}: {
  filters: SubmissionFilters;
  games: GameOption[];
  onChange: (next: SubmissionFilters) => void;
}) {
  return (
    <div className="op-filters" role="group" aria-label="Filters">
      <label className="op-field op-field--inline">
        <span>Status</span>
        <select
          value={filters.status}
          onChange={(e) => onChange({ ...filters, status: e.target.value as SubmissionStatus })}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {ENTRY_WORDS[status]!.label}
            </option>
          ))}
        </select>
      </label>
      <label className="op-field op-field--inline">
        <span>Kind</span>
        <select
          value={filters.kind ?? ''}
          onChange={(e) => onChange({ ...filters, kind: e.target.value as SubmissionKind | '' })}
        >
          <option value="">All</option>
          <option value="daily">Daily tasks</option>
          <option value="challenge">Game challenges</option>
        </select>
      </label>
      <label className="op-field op-field--inline">
        <span>Game</span>
        <select
          value={filters.gameId ?? ''}
          onChange={(e) => onChange({ ...filters, gameId: e.target.value })}
        >
          <option value="">All games</option>
          {games.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
