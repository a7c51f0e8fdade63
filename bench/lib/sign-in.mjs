// The landing page's one-time-code sign-in for scripted clients: the form's cookie and CSRF field,
// the code request, the code (read by `readCode`), the code check. Returns the reference `a`.

const fieldOf = (html, name) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** The 6-digit code of the latest sign-in SMS among these texts. */
export const codeIn = (texts) =>
  [...texts]
    .reverse()
    .map((t) => /code is (\d{6})/.exec(t)?.[1])
    .find(Boolean) ?? '';

/** Reads the code from the dev-tools SMS outbox (a portal started with DEV_TOOLS=1). */
export const outboxCode = (origin) => async (number) => {
  const res = await fetch(`${origin}/api/dev/sms-outbox?phone=92${number.slice(1)}`);
  const { data } = await res.json();
  return codeIn(data.map((m) => m.body));
};

export async function signInOverHttp(origin, number, readCode = outboxCode(origin)) {
  const landing = await fetch(`${origin}/landing`);
  const cookie = (landing.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const csrf = fieldOf(await landing.text(), 'csrf');
  const post = (path, body) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: `${body}&csrf=${encodeURIComponent(csrf)}`,
      redirect: 'manual',
    });
  const sent = await post('/landing/subscribe', `number=${number}`);
  const page = await sent.text();
  if (sent.status !== 200) throw new Error(`landing code request answered ${sent.status}`);
  const code = await readCode(number);
  const res = await post(
    '/landing/verify',
    `challenge=${encodeURIComponent(fieldOf(page, 'challenge'))}&code=${code}`,
  );
  const a = new URL(res.headers.get('location') ?? '/', origin).searchParams.get('a');
  if (res.status !== 303 || !a) throw new Error(`landing code check answered ${res.status}`);
  return a;
}
