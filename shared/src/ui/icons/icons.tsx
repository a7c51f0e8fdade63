import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Icons drawn as SVG: emoji glyphs render as empty boxes on phones without an emoji font. */
function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      className="pz-icon"
      {...props}
    >
      {children}
    </svg>
  );
}

export function CoinIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" fill="#f5b301" />
      <circle cx="12" cy="12" r="7" fill="none" stroke="#b57f00" strokeWidth="1.5" />
      <path d="M12 8v8M9.5 10.5h5" stroke="#b57f00" strokeWidth="1.6" strokeLinecap="round" />
    </Icon>
  );
}

export function PartyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 21l5-14 9 9z" fill="#f5b301" />
      <path d="M8 7l9 9" stroke="#b57f00" strokeWidth="1.2" />
      <circle cx="15" cy="4" r="1.4" fill="#ff5c8a" />
      <circle cx="20" cy="9" r="1.4" fill="#4cc9f0" />
      <path d="M13 8c1-2 3-2 4-4M16 11c2-1 3 0 5-1" stroke="#7c5cff" strokeWidth="1.4" fill="none" />
    </Icon>
  );
}
