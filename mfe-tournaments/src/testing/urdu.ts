// Checks an Urdu screen in component tests: the visible text keeps no English words except the
// brand and the names players know in Latin letters (the list of scripts/check-i18n.mjs) and the
// names the api sent.
const ALLOWED = new Set(
  'PlayZone ESL PUBG UC Free Fire Clash Royale Call of Duty Mobile Aim Train Puzzle Mania Cannon Clash Room ID UID OTP SMS Jazz'.split(
    ' ',
  ),
);

/** The Latin words of `text` that are neither allowed nor part of one of `names`. */
export function englishWords(text: string, names: readonly string[] = []): string[] {
  let rest = text;
  for (const name of names) rest = rest.split(name).join(' ');
  return (rest.match(/[A-Za-z]+/g) ?? []).filter((word) => !ALLOWED.has(word));
}

/** The text of every text node under `root`, one node per word boundary (textContent glues them). */
export function textOf(root: Node | null = document.body): string {
  if (!root) throw new Error('textOf: no element to read');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return parts.join(' ');
}
