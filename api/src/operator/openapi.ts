import type { RouteOptions } from 'fastify';

// The operator API's own OpenAPI document, built from the routes' TypeBox schemas (plain JSON
// Schema) and served to staff only: the public document leaves these routes out.

type Schema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

const plain = (s: unknown) => JSON.parse(JSON.stringify(s ?? {})) as Schema;

function parameters(where: 'path' | 'query', s: unknown) {
  const schema = plain(s);
  return Object.entries(schema.properties ?? {}).map(([name, p]) => ({
    name,
    in: where,
    required: where === 'path' || (schema.required ?? []).includes(name),
    schema: p,
  }));
}

export function operatorOpenApi(routes: RouteOptions[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const s = (route.schema ?? {}) as Record<string, unknown>;
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const responses: Record<string, unknown> = {};
      for (const [code, body] of Object.entries((s.response ?? {}) as Record<string, unknown>))
        responses[code] = {
          description: code === '200' ? 'OK' : 'Answer',
          content: { 'application/json': { schema: plain(body) } },
        };
      responses.default = { description: 'Failure: {success: false, message, errors}' };
      (paths[path] ??= {})[method.toLowerCase()] = {
        tags: s.tags,
        summary: s.summary,
        description: `Roles: ${(route.config as { roles?: string[]; publicRoute?: boolean })?.publicRoute ? 'anyone (sign-in)' : ((route.config as { roles?: string[] })?.roles ?? ['admin']).join(', ')}`,
        parameters: [...parameters('path', s.params), ...parameters('query', s.querystring)],
        ...(s.body
          ? { requestBody: { required: true, content: { 'application/json': { schema: plain(s.body) } } } }
          : {}),
        responses,
      };
    }
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'PlayZone operator API',
      version: '1.0.0',
      description: 'Staff only. Session cookie pz_staff; unsafe methods send x-csrf-token.',
    },
    components: { securitySchemes: { staffSession: { type: 'apiKey', in: 'cookie', name: 'pz_staff' } } },
    security: [{ staffSession: [] }],
    paths,
  };
}
