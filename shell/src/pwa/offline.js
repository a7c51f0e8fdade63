// The offline page's script (a file of its own: the portal's content policy allows no inline script).
// Back as soon as the browser says so, or as soon as the portal answers again (a connection can
// return without an 'online' event, e.g. when only the server was unreachable).
// In Urdu (the portal's pz_lang cookie or pz-lang storage, docs/i18n.md) the page reads right to left.
function chosenUrdu() {
  try {
    if (localStorage.getItem('pz-lang') === 'ur') return true;
  } catch {
    // storage blocked: the cookie decides
  }
  return /(?:^|;\s*)pz_lang=ur(?:;|$)/.test(document.cookie);
}
if (chosenUrdu()) {
  document.documentElement.lang = 'ur';
  document.documentElement.dir = 'rtl';
  for (const element of document.querySelectorAll('[data-ur]')) element.textContent = element.dataset.ur;
}
document.getElementById('try-again').addEventListener('click', () => location.reload());
window.addEventListener('online', () => location.reload());
setInterval(() => {
  fetch('/remotes.json', { cache: 'no-store' })
    .then((response) => response.ok && location.reload())
    .catch(() => undefined);
}, 3000);
