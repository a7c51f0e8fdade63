#!/usr/bin/env node
// A small reverse proxy for several api processes on one machine (no dependency beyond Node):
// HTTP requests go round-robin to the backends that answer; a backend that refuses a connection is
// skipped for 5 s. WebSockets of Cannon Clash rooms arrive on /b/<n>/api/rooms/... (the address
// each process announces in its seat reservations, ROOMS_PUBLIC_ADDRESS) and go to process n.
// Every request gets an x-request-id (kept if the client sent one) and x-forwarded-for.
// With PROXY_TLS_CERT and PROXY_TLS_KEY (PEM files) it is the public edge: it terminates TLS and
// speaks HTTP/2 to browsers (HTTP/1.1 to clients without it, and for WebSocket upgrades, which
// browsers open over HTTP/1.1), adding x-forwarded-proto: https; backends always get HTTP/1.1.
//   node deploy/proxy.mjs <listen port> <backend port> [<backend port> ...]
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';

const [listen, ...ports] = process.argv.slice(2).map(Number);
if (!listen || ports.length === 0) {
  console.error('usage: node deploy/proxy.mjs <listen port> <backend port> [...]');
  process.exit(64);
}
const down = new Map(); // port -> until (ms)
let next = 0;

function pick() {
  for (let i = 0; i < ports.length; i++) {
    const port = ports[(next + i) % ports.length];
    if ((down.get(port) ?? 0) < Date.now()) {
      next = (next + i + 1) % ports.length;
      return port;
    }
  }
  return ports[next++ % ports.length];
}

/** /b/<n>/rest goes to backend n (1-based), with the prefix removed. */
function pinned(url) {
  const m = /^\/b\/(\d+)(\/.*)$/.exec(url ?? '');
  const port = m ? ports[Number(m[1]) - 1] : undefined;
  return port ? { port, path: m[2] } : null;
}

const tls =
  process.env.PROXY_TLS_CERT && process.env.PROXY_TLS_KEY
    ? { cert: readFileSync(process.env.PROXY_TLS_CERT), key: readFileSync(process.env.PROXY_TLS_KEY) }
    : null;
/** Headers that belong to one HTTP/1.1 connection: an HTTP/2 answer must not carry them. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

function headersFor(req) {
  const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  const headers = { ...req.headers };
  if (req.httpVersionMajor === 2) {
    // An HTTP/2 request names its host in :authority (or, allowed too, in host); pseudo-headers do
    // not go to an HTTP/1.1 backend.
    for (const name of Object.keys(headers)) if (name.startsWith(':')) delete headers[name];
    headers.host = req.headers[':authority'] || req.headers.host;
  }
  return {
    ...headers,
    ...(tls ? { 'x-forwarded-proto': 'https' } : {}),
    'x-forwarded-for': forwarded,
    'x-request-id': req.headers['x-request-id'] ?? randomUUID(),
  };
}

/** A backend's answer headers as the client's protocol allows them. */
function headersBack(req, headers) {
  if (req.httpVersionMajor !== 2) return headers;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.has(name)));
}

const handle = (req, res) => {
  const target = pinned(req.url) ?? { port: pick(), path: req.url };
  const send = (port, retry) => {
    let upstream;
    try {
      upstream = http.request(
        { host: '127.0.0.1', port, path: target.path, method: req.method, headers: headersFor(req) },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, headersBack(req, answer.headers));
          answer.pipe(res);
        },
      );
    } catch {
      // A request HTTP/1.1 cannot carry (no host at all, a header value it refuses) is the client's
      // error; it must not stop the edge.
      res.writeHead(400).end('Bad request');
      return;
    }
    upstream.on('error', (err) => {
      down.set(port, Date.now() + 5000);
      // Only a refused connection is retried: the request never reached a process.
      if (retry && err.code === 'ECONNREFUSED' && !pinned(req.url)) return send(pick(), false);
      if (!res.headersSent) res.writeHead(502).end('Bad gateway');
    });
    req.pipe(upstream);
  };
  send(target.port, true);
};
const server = tls
  ? http2.createSecureServer({ ...tls, allowHTTP1: true }, handle)
  : http.createServer(handle);

server.on('upgrade', (req, socket, head) => {
  const target = pinned(req.url) ?? { port: pick(), path: req.url };
  const upstream = net.connect(target.port, '127.0.0.1', () => {
    const lines = [`${req.method} ${target.path} HTTP/1.1`];
    for (const [k, v] of Object.entries(headersFor(req))) lines.push(`${k}: ${v}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
});

server.keepAliveTimeout = 65_000;
server.listen(listen, '0.0.0.0', () =>
  console.log(`proxy: ${tls ? 'https (HTTP/2)' : 'http'} :${listen} -> ${ports.join(', ')}`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
