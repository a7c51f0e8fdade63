// The public edge of a deployment in front of a benchmark's portal: deploy/proxy.mjs with TLS, so
// browsers speak HTTP/2 to it as they do to the load balancer that terminates TLS in production
// (deploy/README.md), and the api behind it answers HTTP/1.1 as it does there. The certificate is
// the repository's self-signed test certificate for 127.0.0.1 (tooling/tls); the browser measuring
// through the edge trusts its key (`chromiumFlags`), so the page loads as from a valid certificate.
// (--ignore-certificate-errors instead loads it as a site with a certificate error, which made the
// floor page's main-thread tasks longer.)
import { spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CERT_FILE = join(root, 'tooling', 'tls', 'localhost-cert.pem');
const KEY_FILE = join(root, 'tooling', 'tls', 'localhost-key.pem');
const ca = readFileSync(CERT_FILE);

/** Answers once the edge serves `path` from the backend over TLS. */
function answers(origin, path) {
  return new Promise((resolve) => {
    const request = https.get(`${origin}${path}`, { ca }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

/** Starts the TLS edge on `port` in front of the api on `backendPort`. */
export async function startTlsEdge({ port, backendPort }) {
  const child = spawn(
    process.execPath,
    [join(root, 'deploy', 'proxy.mjs'), String(port), String(backendPort)],
    {
      env: { ...process.env, PROXY_TLS_CERT: CERT_FILE, PROXY_TLS_KEY: KEY_FILE },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `https://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await answers(origin, '/health/live'))) {
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('the TLS edge did not answer within 10 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Chromium's test switch that trusts a certificate by the hash of its public key.
  const spki = new X509Certificate(ca).publicKey.export({ type: 'spki', format: 'der' });
  return {
    origin,
    chromiumFlags: [
      `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
    ],
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
