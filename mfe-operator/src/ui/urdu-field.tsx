import type { ChangeEvent } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  maxLength?: number;
}

/**
 * An optional text in Urdu beside an English one (what subscribers reading the portal in Urdu see):
 * typed and shown right to left in the English console.
 */
export function UrduField({ label, value, onChange, maxLength = 100 }: Props) {
  return (
    <label className="op-field">
      <span>{label}</span>
      <input
        type="text"
        dir="rtl"
        lang="ur"
        className="op-input-ur"
        value={value}
        onChange={onChange}
        maxLength={maxLength}
      />
    </label>
  );
}
