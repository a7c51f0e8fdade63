// The landing page's one-time-code sign-in for scripted clients (no browser), the one copy used by
// the e2e suite, the api's process tests and the benches: the form's cookie and CSRF field, the code
// request, the code (from the dev-tools SMS outbox unless the caller reads it elsewhere: the api's
// console or its database), the code check. Plain erasable TypeScript, so node runs it from .mjs too.

const fieldOf = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** The number as the api stores it and texts it: 92 plus the number without its leading 0. */
export const phoneOf = (number: string) => `92${number.slice(1)}`;

/** The sign-in SMS in English ('Your PlayZone code is 123456.') and in Urdu ('... کوڈ 123456 ہے۔'). */
const SIGN_IN_CODE = /(?:code is|کوڈ) (\d{6})/;

/** The 6-digit code in the latest sign-in SMS among these texts ('' when there is none). */
export const codeIn = (texts: string[]) =>
  [...texts]
    .reverse()
    .map((t) => SIGN_IN_CODE.exec(t)?.[1])
    .find(Boolean) ?? '';

/** The code of the latest sign-in SMS to a local number (03...), from the dev-tools outbox. */
export async function latestSignInCode(origin: string, number: string): Promise<string> {
  const res = await fetch(`${origin}/api/dev/sms-outbox?phone=${phoneOf(number)}`);
  const { data } = (await res.json()) as { data: { body: string }[] };
  const code = codeIn(data.map((m) => m.body));
  if (!code) throw new Error(`no sign-in code was texted to ${number}`);
  return code;
}

export interface LandingSignInOptions {
  /** Enter as the partner's subscriber (`partner=gamenow`). */
  partner?: boolean;
  /** Where the code is read; the dev-tools outbox by default. */
  readCode?: (number: string) => Promise<string> | string;
}

/** Signs a number in; returns the portal URL the landing page redirects to (303). */
export async function landingRedirect(
  origin: string,
  number: string,
  opts: LandingSignInOptions = {},
): Promise<URL> {
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
  const code = await (opts.readCode ?? ((n: string) => latestSignInCode(origin, n)))(number);
  const res = await post(
    '/landing/verify',
    `challenge=${encodeURIComponent(fieldOf(page, 'challenge'))}&code=${code}`,
  );
  if (res.status !== 303) throw new Error(`code check answered ${res.status}`);
  return new URL(res.headers.get('location') ?? '/', origin);
}

/** Signs a number in; returns the signed reference `a` (and whether the entry is a partner's). */
export async function signInOverHttp(
  origin: string,
  number: string,
  opts: LandingSignInOptions = {},
): Promise<{ a: string; refferer: string | null }> {
  const entry = await landingRedirect(origin, number, opts);
  const a = entry.searchParams.get('a');
  if (!a) throw new Error(`the landing page sent ${number} to ${entry.pathname} without a reference`);
  return { a, refferer: entry.searchParams.get('refferer') };
}
