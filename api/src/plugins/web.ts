import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageLocaleOf, renderShellPage, startupPopupsFor, type PageSources } from './web-page.ts';

// The shell at /, each remote under /apps/<name>/ from its own dist folder, /remotes.json.
export const REMOTE_DIRS = {
  tournaments: 'mfe-tournaments',
  tasks: 'mfe-tasks',
  rewards: 'mfe-rewards',
  games: 'mfe-games',
  operator: 'mfe-operator',
} as const;

const NO_CACHE = /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|remoteEntry\.js|mf-stats[^/]*)$/;
const HASHED = /[.\-_][0-9a-f]{8,}[.\-_]/i;

export function cacheControlFor(path: string): string {
  if (NO_CACHE.test(path)) return 'no-cache';
  const base = path.split('/').pop() ?? '';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

// Source maps stay in the build folders for support and are never served; the brotli copies are
// served only in place of their file (preCompressed), never by their own name.
const notSourceMap = (path: string) => !path.endsWith('.map') && !path.endsWith('.br');

const setHeaders = (reply: FastifyReply, path: string) => {
  reply.header('Cache-Control', cacheControlFor(path));
};

export async function registerWeb(app: FastifyInstance): Promise<void> {
  const { webRoot, remotes } = app.config;
  const shellDist = join(webRoot, 'shell', 'dist');

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    cacheControl: false,
    setHeaders,
    // Scripts and stylesheets have a brotli copy from the build (tooling/webpack.base.mjs).
    preCompressed: true,
    wildcard: true,
    // The page itself is rendered below (remotes map and preload hints inlined).
    index: false,
    allowedPath: (path) => !path.startsWith('/api/') && path !== '/index.html' && notSourceMap(path),
  });
  for (const [name, dir] of Object.entries(REMOTE_DIRS)) {
    await app.register(fastifyStatic, {
      root: join(webRoot, dir, 'dist'),
      prefix: `/apps/${name}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders,
      preCompressed: true,
      index: false,
      allowedPath: notSourceMap,
    });
  }

  // The operator console's remote (staff only) sits beside the subscriber remotes in the same map.
  const remotesBody = JSON.stringify(remotes);
  app.get('/remotes.json', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(remotesBody),
  );

  // The remotes this server serves at their map's address: the page lists their first scripts.
  const remoteDists = Object.fromEntries(
    Object.entries(REMOTE_DIRS)
      .filter(([name]) => remotes[name as keyof typeof remotes] === `/apps/${name}/mf-manifest.json`)
      .map(([name, dir]) => [name, join(webRoot, dir, 'dist')]),
  );
  const sources: PageSources = { shellDist, remotes, remoteDists };
  const sendPage = (reply: FastifyReply, path: string) => {
    const search = reply.request.url.split('?')[1] ?? '';
    const locale = pageLocaleOf(reply.request.headers.cookie);
    const html = renderShellPage(sources, path, locale, startupPopupsFor(path, search));
    if (html === null) return null;
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    return (
      sendPage(reply, '/') ??
      reply.code(404).send({ success: false, message: 'Not found: GET /', code: 'NOT_FOUND' })
    );
  });
  app.get('/index.html', { schema: { hide: true } }, async (_request, reply) => {
    return (
      sendPage(reply, '/') ??
      reply.code(404).send({ success: false, message: 'Not found', code: 'NOT_FOUND' })
    );
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/apps/') &&
      !(path.split('/').pop() ?? '').includes('.') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && existsSync(join(shellDist, 'index.html'))) return sendPage(reply, path);
    return reply
      .code(404)
      .send({ success: false, message: `Not found: ${request.method} ${path}`, code: 'NOT_FOUND' });
  });
}
