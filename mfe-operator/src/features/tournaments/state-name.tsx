import type { TournamentState } from './tournament-labels';

/** A tournament's state by name, coloured when it matters now; its meaning is the tooltip. */
export function StateName({ state }: { state: TournamentState }) {
  return (
    <span className={state.tone ? `op-state op-state--${state.tone}` : 'op-state'} title={state.note}>
      {state.label}
    </span>
  );
}
