// The public edge of a deployment in front of a benchmark's portal: deploy/proxy.mjs with TLS, so
// browsers speak HTTP/2 to it as they do to the load balancer that terminates TLS in production
// (deploy/README.md), and the api behind it answers HTTP/1.1 as it does there. The certificate is
// self-signed for 127.0.0.1, made with the openssl command for this run; the browser measuring
// through the edge trusts its key (`chromiumFlags`), so the page loads as from a valid certificate.
// (--ignore-certificate-errors instead loads it as a site with a certificate error, which made the
// floor page's main-thread tasks longer.)
import { spawn, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const proxy = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'deploy', 'proxy.mjs');

function selfSignedCertificate(dir) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (made.error || made.status !== 0) {
    throw new Error(
      `openssl could not make the edge's certificate (${made.error?.message ?? made.stderr}); without LH_EDGE=tls the bench measures the api's own port`,
    );
  }
  return { cert, key };
}

/** Answers once the edge serves `path` from the backend over TLS. */
function answers(origin, path) {
  return new Promise((resolve) => {
    const request = https.get(`${origin}${path}`, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

/** Starts the TLS edge on `port` in front of the api on `backendPort`. */
export async function startTlsEdge({ port, backendPort }) {
  const dir = mkdtempSync(join(tmpdir(), 'playzone-edge-'));
  const { cert, key } = selfSignedCertificate(dir);
  const child = spawn(process.execPath, [proxy, String(port), String(backendPort)], {
    env: { ...process.env, PROXY_TLS_CERT: cert, PROXY_TLS_KEY: key },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `https://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await answers(origin, '/health/live'))) {
    if (Date.now() > deadline) {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
      throw new Error('the TLS edge did not answer within 10 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Chromium's test switch that trusts a certificate by the hash of its public key.
  const spki = new X509Certificate(readFileSync(cert)).publicKey.export({ type: 'spki', format: 'der' });
  return {
    origin,
    chromiumFlags: [
      `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
    ],
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
