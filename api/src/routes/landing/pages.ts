// The demo landing page's HTML (subscription service): plain pages, no scripts.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#0d0f1a;color:#f4f4f8;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{width:min(420px,92vw);background:#171a2b;border-radius:16px;padding:28px;box-shadow:0 8px 32px #0008}
h1{margin:0 0 4px;font-size:28px}p{color:#b9bccf;line-height:1.45}
label{display:block;margin:14px 0 6px;font-weight:600}
input[type=tel],input[inputmode=numeric],select{width:100%;box-sizing:border-box;padding:12px;border-radius:10px;border:1px solid #3a3f5c;background:#0d0f1a;color:#fff;font-size:16px}
.check{display:flex;gap:8px;align-items:center;font-weight:400}
button{margin-top:20px;width:100%;padding:14px;border:0;border-radius:10px;background:#7c4dff;color:#fff;font-size:17px;font-weight:700;cursor:pointer}
.error{color:#ff6b6b}.notice{color:#7ee2a8}small{color:#8a8ea8}a{color:#b39dff}
li{margin:8px 0;color:#d9dbe8}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PlayZone | ${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
${STYLE}
</style></head>
<body><main>
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
}): string {
  return page(
    'Subscribe',
    `<p>Weekly tournaments, daily gaming tasks and rewards for subscribers. One-day free trial, then Rs 10 per day (prepaid) or Rs 167 plus tax per month (postpaid).</p>
${opts.notice ? message({ notice: opts.notice }) : ''}
<form method="post" action="/landing/subscribe">
<input type="hidden" name="csrf" value="${escapeHtml(opts.csrf)}">
<label for="number">Operator number</label>
<input id="number" name="number" type="tel" inputmode="numeric" maxlength="11" pattern="0[0-9]{10}" placeholder="03XXXXXXXXX" required value="${escapeHtml(opts.number ?? '')}">
${opts.error ? message({ error: opts.error }) : ''}
<label for="type">Connection</label>
<select id="type" name="type"><option value="prepaid">Prepaid</option><option value="postpaid">Postpaid</option></select>
<label class="check"><input type="checkbox" name="partner" value="gamenow"> Enter as a GameNow partner user</label>
<button type="submit">Start your one-day free trial</button>
</form>
<p><small>We send a 6-digit code to this number by SMS. Subscribe and unsubscribe happen only on the web.</small></p>`,
  );
}

/** The code form; `inbox` (dev tools only) links to the demo SMS inbox of the number. */
export function codePage(opts: {
  csrf: string;
  challenge: string;
  number: string;
  error?: string;
  inbox?: string;
}): string {
  return page(
    'Enter your code',
    `<p>We sent a 6-digit code by SMS to ${escapeHtml(opts.number)}. It expires in 5 minutes.</p>
<form method="post" action="/landing/verify">
<input type="hidden" name="csrf" value="${escapeHtml(opts.csrf)}">
<input type="hidden" name="challenge" value="${escapeHtml(opts.challenge)}">
<input type="hidden" name="number" value="${escapeHtml(opts.number)}">
<label for="code">Code from the SMS</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}" required>
${message({ error: opts.error })}
<button type="submit">Verify and continue</button>
</form>
<p><a href="/landing">Send a new code</a></p>
${opts.inbox ? `<p><small>Demo: no real SMS is sent. <a href="${escapeHtml(opts.inbox)}" target="_blank" rel="noopener">Open the demo SMS inbox</a></small></p>` : ''}`,
  );
}

/** Dev tools only: the latest texts to one number, so a person can sign in on a fresh machine. */
export function inboxPage(number: string, rows: { body: string; created_at: string }[]): string {
  const items = rows.map(
    (r) => `<li><small>${escapeHtml(r.created_at)}</small><br>${escapeHtml(r.body)}</li>`,
  );
  return page(
    'Demo SMS inbox',
    `<p>Demo SMS inbox for ${escapeHtml(number)} (latest first). Reload for new messages.</p>
${items.length ? `<ul>${items.join('\n')}</ul>` : '<p>No messages yet.</p>'}`,
  );
}

export function messagePage(opts: { error?: string; notice?: string }): string {
  return page('Subscribe', `${message(opts)}<p><a href="/landing">Back to the landing page</a></p>`);
}
