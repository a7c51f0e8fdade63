import { localNumber } from './format';

/**
 * A subscriber as the console names them: the local number, and under it their name when they
 * gave one (each on its own line, so narrow cells never break a number or a name in two).
 */
export function SubscriberName({ phone, name }: { phone: string | null; name: string | null }) {
  return (
    <span className="op-who">
      <span className="op-who__number">{localNumber(phone)}</span>
      {name ? <span> {name}</span> : null}
    </span>
  );
}
