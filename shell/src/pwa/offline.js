// The offline page's script (a file of its own: the portal's content policy allows no inline script).
// Back as soon as the browser says so, or as soon as the portal answers again (a connection can
// return without an 'online' event, e.g. when only the server was unreachable).
document.getElementById('try-again').addEventListener('click', () => location.reload());
window.addEventListener('online', () => location.reload());
setInterval(() => {
  fetch('/remotes.json', { cache: 'no-store' })
    .then((response) => response.ok && location.reload())
    .catch(() => undefined);
}, 3000);
