import type { DayTile } from '../lib/day-tiles';
import './day-tiles.css';

const STATE_LABEL = { claimed: 'Claimed', current: 'Today', locked: 'Locked' } as const;

export interface DayTilesProps {
  tiles: DayTile[];
  label: string;
  /** Today's reward already taken (or a claim refused): the current tile shows it claimed. */
  currentClaimed?: boolean;
}

export function DayTiles({ tiles, label, currentClaimed = false }: DayTilesProps) {
  return (
    <ol className="day-tiles" aria-label={label}>
      {tiles.map((tile) => {
        const stateLabel =
          tile.state === 'current' && currentClaimed ? 'Today · Claimed' : STATE_LABEL[tile.state];
        return (
          <li
            key={tile.day}
            className={`day-tile day-tile--${tile.state}`}
            data-state={tile.state}
            aria-current={tile.state === 'current' ? 'date' : undefined}
          >
            <span className="day-tile__day">Day {tile.day}</span>
            <span className="day-tile__reward">{tile.reward} credits</span>
            <span className="day-tile__state">{stateLabel}</span>
          </li>
        );
      })}
    </ol>
  );
}
