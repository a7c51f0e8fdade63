// The landing page's sign-in over real HTTP (fetch), for tests that run the api as a process:
// the form's cookie and CSRF field, the code request, the code (read by the caller: outbox, console
// or database), the code check. Returns the portal URL the landing page redirects to.

const fieldOf = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

export async function signInOverHttp(
  origin: string,
  number: string,
  readCode: (number: string) => Promise<string> | string,
  opts: { partner?: boolean } = {},
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
  const code = await readCode(number);
  const res = await post(
    '/landing/verify',
    `challenge=${encodeURIComponent(fieldOf(page, 'challenge'))}&code=${code}`,
  );
  if (res.status !== 303) throw new Error(`code check answered ${res.status}`);
  return new URL(res.headers.get('location') ?? '', origin);
}

/** The 6-digit code in the latest sign-in SMS among these texts. */
export const codeIn = (texts: string[]) =>
  [...texts]
    .reverse()
    .map((t) => /code is (\d{6})/.exec(t)?.[1])
    .find(Boolean) ?? '';
