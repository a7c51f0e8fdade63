import { formatNumber } from '@portal/shared/i18n';
import { useT, type Message } from '../../../i18n';
import type { DayTile } from '../lib/day-tiles';
import './day-tiles.css';

const STATE_LABEL: Record<DayTile['state'], Message> = {
  claimed: 'tasks.tile.claimed',
  current: 'tasks.tile.current',
  locked: 'tasks.tile.locked',
};

export interface DayTilesProps {
  tiles: DayTile[];
  label: string;
  /** Today's reward already taken (or a claim refused): the current tile shows it claimed. */
  currentClaimed?: boolean;
}

export function DayTiles({ tiles, label, currentClaimed = false }: DayTilesProps) {
  const t = useT();
  return (
    <ol className="day-tiles" aria-label={label}>
      {tiles.map((tile) => {
        const stateLabel =
          tile.state === 'current' && currentClaimed
            ? t('tasks.tile.currentClaimed')
            : t(STATE_LABEL[tile.state]);
        return (
          <li
            key={tile.day}
            className={`day-tile day-tile--${tile.state}`}
            data-state={tile.state}
            aria-current={tile.state === 'current' ? 'date' : undefined}
          >
            <span className="day-tile__day">{t('tasks.streak.day', { day: formatNumber(tile.day) })}</span>
            <span className="day-tile__reward">
              {t('tasks.credits', { amount: formatNumber(tile.reward) })}
            </span>
            <span className="day-tile__state">{stateLabel}</span>
          </li>
        );
      })}
    </ol>
  );
}
