import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** A registered route as the api knows it, to compare with the OpenAPI document (tests). */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}
const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();
export const registeredRoutes = (app: FastifyInstance): RegisteredRoute[] => registered.get(app) ?? [];

export async function registerDocs(app: FastifyInstance): Promise<void> {
  // Registered before any route, so the hook sees every route of every plugin.
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PlayZone provider API',
        version: '1.0.0',
        description: 'The REST API of the PlayZone portal. See api/README.md.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          operatorKey: { type: 'apiKey', in: 'header', name: 'x-operator-key' },
        },
      },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
