import type { StatusWord } from '../lib/status-words';

/** A stored status in staff's words, coloured by its tone; what it means is the tooltip. */
export function Status({ word }: { word: StatusWord }) {
  return (
    <span className={word.tone ? `op-status op-status--${word.tone}` : 'op-status'} title={word.note}>
      {word.label}
    </span>
  );
}
