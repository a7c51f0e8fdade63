/** Urdu is written in Arabic script; the console's own words never are. */
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/**
 * Urdu as an Urdu reader reads it: right to left, Latin words (a game, 'Room ID') in their place,
 * in the portal's Urdu font. A block of its own inside a line, so a text that wraps keeps its lines
 * right to left and aligned to the right.
 */
export function UrduText({ text }: { text: string }) {
  return (
    <span dir="rtl" lang="ur" className="op-ur">
      {text}
    </span>
  );
}

/**
 * A text as it was written, where it may be either language (a text sent to a subscriber who reads
 * the portal in Urdu, a name a subscriber typed): Urdu as UrduText, anything else as it is.
 */
export function WrittenText({ text }: { text: string }) {
  return ARABIC_SCRIPT.test(text) ? <UrduText text={text} /> : <>{text}</>;
}
