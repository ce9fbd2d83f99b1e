import type { Access } from '@atrium/contracts';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import type { ZodType } from 'zod';

/** How a route counts against its caller's rate limits (the method decides when not said). */
export type LimitClass = 'read' | 'write' | 'export' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: every route declares it, or the server does not start (see declareRoutes). */
    access?: Access;
    limit?: LimitClass;
  }
  interface FastifyInstance {
    /** Every route of the server with what it declared, for the access and input tests and the API document. */
    routeCatalog: CatalogEntry[];
  }
}

export type CatalogEntry = {
  method: string;
  url: string;
  access: Access;
  schema: (FastifySchema & { body?: ZodType; querystring?: ZodType; params?: ZodType }) | undefined;
};

const kDefaultAccess = Symbol('defaultAccess');
const kDefaultLimit = Symbol('defaultLimit');
type Scoped = FastifyInstance & { [kDefaultAccess]?: Access; [kDefaultLimit]?: LimitClass };

/**
 * A route without a declared `config.access` cannot be registered: the server refuses to start, naming it.
 * Routes of third-party plugins (static files, the emulator proxy) take the access of the scope they are
 * registered in (`withAccess`).
 */
export function declareRoutes(app: FastifyInstance) {
  app.decorate('routeCatalog', []);
  app.addHook('onRoute', function (this: Scoped, route: RouteOptions) {
    route.config ??= {};
    route.config.access ??= this[kDefaultAccess];
    route.config.limit ??= this[kDefaultLimit];
    const { access } = route.config;
    if (!access) {
      throw new Error(
        `Route ${route.method} ${route.url} declares no access: give it config.access ('public', 'member' or a permission).`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.routeCatalog.push({
        method,
        url: route.url,
        access,
        schema: route.schema as CatalogEntry['schema'],
      });
    }
  });
}

/** Registers a third-party plugin whose routes all get `access` (and `limit`, when given). */
export function withAccess<O extends FastifyPluginOptions>(
  { access, limit }: { access: Access; limit?: LimitClass },
  plugin: FastifyPluginAsync<O>,
  options: O,
): FastifyPluginAsync {
  return async (scope) => {
    (scope as Scoped)[kDefaultAccess] = access;
    if (limit) (scope as Scoped)[kDefaultLimit] = limit;
    await scope.register(plugin as FastifyPluginAsync, options);
  };
}

/**
 * A route's options in one object: who may call it (and how it counts against the rate limits), and its schema
 * (summary, tags, params, querystring, body, response…), which validates the request and documents it.
 *   r.get('/orders', route({ access: 'member', summary: '…', tags, querystring, response: { 200: list } }), handler)
 */
export function route<const S extends FastifySchema>({
  access,
  limit,
  ...schema
}: { access: Access; limit?: LimitClass } & S) {
  return { config: { access, ...(limit ? { limit } : {}) }, schema: schema as unknown as S };
}
