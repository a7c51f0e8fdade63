import { localNumber } from './format';
import { WrittenText } from './urdu-text';

/**
 * A subscriber as the console names them: the local number, and under it their name when they
 * gave one (each on its own line, so narrow cells never break a number or a name in two); a name
 * typed in Urdu reads right to left.
 */
export function SubscriberName({ phone, name }: { phone: string | null; name: string | null }) {
  return (
    <span className="op-who">
      <span className="op-who__number">{localNumber(phone)}</span>
      {name ? (
        <span>
          {' '}
          <WrittenText text={name} />
        </span>
      ) : null}
    </span>
  );
}
