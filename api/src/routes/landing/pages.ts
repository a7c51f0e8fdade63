// The demo landing page's HTML (subscription service): plain pages, no scripts, in English or Urdu
// (right to left), with an English | اردو switch.
import { PAGE_TEXT, type PageLanguage } from './texts.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#0d0f1a;color:#f4f4f8;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{box-sizing:border-box;width:min(420px,92vw);background:#171a2b;border-radius:16px;padding:28px;box-shadow:0 8px 32px #0008}
h1{margin:0 0 4px;font-size:28px}p{color:#b9bccf;line-height:1.45}
label{display:block;margin:14px 0 6px;font-weight:600}
input[type=tel],input[inputmode=numeric],select{width:100%;box-sizing:border-box;padding:12px;border-radius:10px;border:1px solid #3a3f5c;background:#0d0f1a;color:#fff;font-size:16px}
.check{display:flex;gap:8px;align-items:center;font-weight:400}
button{margin-top:20px;width:100%;padding:14px;border:0;border-radius:10px;background:#7c4dff;color:#fff;font-size:17px;font-weight:700;cursor:pointer}
.error{color:#ff6b6b}.notice{color:#7ee2a8}small{color:#8a8ea8}a{color:#b39dff}
li{margin:8px 0;color:#d9dbe8}
.lang{text-align:end;font-size:14px;color:#8a8ea8}.lang a[aria-current]{color:#f4f4f8;text-decoration:none}
[lang=ur] body,[lang=ur] input,[lang=ur] select,li[lang=ur],[lang=ur] button{font-family:'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Urdu Typesetting','Noto Sans Arabic','Segoe UI',Tahoma,'Noto Naskh Arabic',sans-serif}
[lang=ur] p,[lang=ur] label,li[lang=ur]{line-height:1.9}`;

/** English | اردو: links that switch the page and remember the choice (the pz_lang cookie). */
const switcher = (lang: PageLanguage) =>
  `<nav class="lang" aria-label="Language / زبان"><a href="/landing?lang=en" lang="en" dir="ltr"${lang === 'en' ? ' aria-current="true"' : ''}>English</a> | <a href="/landing?lang=ur" lang="ur" dir="rtl"${lang === 'ur' ? ' aria-current="true"' : ''}>اردو</a></nav>`;

/**
 * The Urdu stack above is the portal's (--pz-font-ur in shared/src/ui/theme.css): the device's own
 * Urdu and Arabic-script fonts, then the web font, whose rules (`fontFaces`, urdu-font.ts) only Urdu
 * pages (and the demo inbox when it holds an Urdu text) carry, so an English page downloads no font.
 */
function page(title: string, body: string, lang: PageLanguage = 'en', fontFaces = ''): string {
  const html = lang === 'ur' ? '<html lang="ur" dir="rtl">' : '<html lang="en">';
  return `<!doctype html>
${html}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PlayZone | ${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
${STYLE}${fontFaces ? `\n${fontFaces}` : ''}
</style></head>
<body><main>
${switcher(lang)}
<h1>PlayZone</h1>
${body}
</main></body></html>`;
}

const message = (opts: { error?: string; notice?: string }) =>
  `${opts.notice ? `<p class="notice" role="status">${escapeHtml(opts.notice)}</p>` : ''}${
    opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : ''
  }`;

export function landingPage(opts: {
  csrf: string;
  error?: string;
  notice?: string;
  number?: string;
  lang?: PageLanguage;
  fontFaces?: string;
}): string {
  const lang = opts.lang ?? 'en';
  const w = PAGE_TEXT[lang];
  return page(
    w.signInTitle,
    `<p>${w.pitch}</p>
<p>${w.returning}</p>
${opts.notice ? message({ notice: opts.notice }) : ''}
<form method="post" action="/landing/subscribe">
<input type="hidden" name="csrf" value="${escapeHtml(opts.csrf)}">
<label for="number">${w.number}</label>
<input id="number" name="number" type="tel" inputmode="numeric" maxlength="11" pattern="0[0-9]{10}" placeholder="03XXXXXXXXX" required value="${escapeHtml(opts.number ?? '')}">
${opts.error ? message({ error: opts.error }) : ''}
<label for="type">${w.connection}</label>
<select id="type" name="type"><option value="prepaid">${w.prepaid}</option><option value="postpaid">${w.postpaid}</option></select>
<label class="check"><input type="checkbox" name="partner" value="gamenow"> ${w.partner}</label>
<button type="submit">${w.start}</button>
</form>
<p><small>${w.smsNote}</small></p>`,
    lang,
    opts.fontFaces,
  );
}

/** The code form; `inbox` (dev tools only) links to the demo SMS inbox of the number. */
export function codePage(opts: {
  csrf: string;
  challenge: string;
  number: string;
  error?: string;
  inbox?: string;
  lang?: PageLanguage;
  fontFaces?: string;
}): string {
  const lang = opts.lang ?? 'en';
  const w = PAGE_TEXT[lang];
  return page(
    w.codeTitle,
    `<p>${w.codeSent(lang === 'ur' ? `<bdi>${escapeHtml(opts.number)}</bdi>` : escapeHtml(opts.number))}</p>
<form method="post" action="/landing/verify">
<input type="hidden" name="csrf" value="${escapeHtml(opts.csrf)}">
<input type="hidden" name="challenge" value="${escapeHtml(opts.challenge)}">
<input type="hidden" name="number" value="${escapeHtml(opts.number)}">
<label for="code">${w.codeLabel}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}" required>
${message({ error: opts.error })}
<button type="submit">${w.verify}</button>
</form>
<p><a href="/landing">${w.newCode}</a></p>
${opts.inbox ? `<p><small>${w.demoNote} <a href="${escapeHtml(opts.inbox)}" target="_blank" rel="noopener">${w.demoInbox}</a></small></p>` : ''}`,
    lang,
    opts.fontFaces,
  );
}

/** Dev tools only: the latest texts to one number, so a person can sign in on a fresh machine. */
/** Urdu letters (the Arabic script's blocks): an SMS written in Urdu. */
const URDU_TEXT = /[\u0600-\u06ff\u0750-\u077f]/;

/**
 * The demo inbox lists each text in its own language: an Urdu text right to left in the Urdu font
 * (`urduFontFaces` gives the web font's rules, loaded only when an Urdu text is listed).
 */
export function inboxPage(
  number: string,
  rows: { body: string; created_at: string }[],
  urduFontFaces: () => string = () => '',
): string {
  const items = rows.map((r) => {
    const attrs = URDU_TEXT.test(r.body) ? ' lang="ur" dir="rtl"' : '';
    return `<li${attrs}><small dir="ltr">${escapeHtml(r.created_at)}</small><br>${escapeHtml(r.body)}</li>`;
  });
  const fontFaces = rows.some((r) => URDU_TEXT.test(r.body)) ? urduFontFaces() : '';
  return page(
    'Demo SMS inbox',
    `<p>Demo SMS inbox for ${escapeHtml(number)} (latest first). Reload for new messages.</p>
${items.length ? `<ul>${items.join('\n')}</ul>` : '<p>No messages yet.</p>'}`,
    'en',
    fontFaces,
  );
}

export function messagePage(opts: {
  error?: string;
  notice?: string;
  lang?: PageLanguage;
  fontFaces?: string;
}): string {
  const w = PAGE_TEXT[opts.lang ?? 'en'];
  return page(
    w.subscribeTitle,
    `${message(opts)}<p><a href="/landing">${w.back}</a></p>`,
    opts.lang,
    opts.fontFaces,
  );
}
