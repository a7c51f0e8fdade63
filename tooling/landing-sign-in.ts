// The landing page's one-time-code sign-in for scripted clients (no browser), shared by the e2e suite
// and any other scripted client (api tests, benches): the form's cookie
// and CSRF field, the code request, the code read from the dev-tools SMS outbox, the code check.

const fieldOf = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** The number as the api stores it and texts it: 92 plus the number without its leading 0. */
export const phoneOf = (number: string) => `92${number.slice(1)}`;

/** The code of the latest sign-in SMS to a local number (03...), from the dev-tools outbox. */
export async function latestSignInCode(origin: string, number: string): Promise<string> {
  const res = await fetch(`${origin}/api/dev/sms-outbox?phone=${phoneOf(number)}`);
  const { data } = (await res.json()) as { data: { body: string }[] };
  const codes = data.map((m) => /code is (\d{6})/.exec(m.body)?.[1]).filter(Boolean);
  const code = codes[codes.length - 1];
  if (!code) throw new Error(`no sign-in code was texted to ${number}`);
  return code;
}

/** Signs a number in; returns the signed reference `a` (and whether the entry is a partner's). */
export async function signInOverHttp(
  origin: string,
  number: string,
  opts: { partner?: boolean } = {},
): Promise<{ a: string; refferer: string | null }> {
  const landing = await fetch(`${origin}/landing`);
  const cookie = (landing.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const csrf = fieldOf(await landing.text(), 'csrf');
  const post = (path: string, body: string) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: `${body}&csrf=${encodeURIComponent(csrf)}`,
      redirect: 'manual',
    });
  const sent = await post('/landing/subscribe', `number=${number}${opts.partner ? '&partner=gamenow' : ''}`);
  const page = await sent.text();
  if (sent.status !== 200) throw new Error(`code request answered ${sent.status}`);
  const code = await latestSignInCode(origin, number);
  const res = await post(
    '/landing/verify',
    `challenge=${encodeURIComponent(fieldOf(page, 'challenge'))}&code=${code}`,
  );
  const entry = new URL(res.headers.get('location') ?? '/', origin);
  const a = entry.searchParams.get('a');
  if (res.status !== 303 || !a) throw new Error(`code check answered ${res.status}`);
  return { a, refferer: entry.searchParams.get('refferer') };
}
