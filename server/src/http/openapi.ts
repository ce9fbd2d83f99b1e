import { apiErrorSchema, can } from '@atrium/contracts';
import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

const errorBody = z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12' });
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBody } },
});

/**
 * The API document (`/api/openapi.json`), generated from the routes' own zod schemas, so it cannot drift from
 * what the server validates. Each operation says who may call it and the errors it can answer.
 */
export async function apiDocument(app: FastifyInstance, appName: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${appName} API`,
        version: '0.5.0',
        description:
          'Every operation needs a Firebase ID token (`Authorization: Bearer …`) unless marked public. Errors ' +
          'carry a stable `code`, and a 400 one entry per field with its own code and parameters.',
      },
      components: {
        securitySchemes: {
          firebase: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
        },
      },
      security: [{ firebase: [] }],
    },
    transform(document) {
      const route = document.route as RouteOptions;
      if (!document.url.startsWith('/api/') || route.schema?.hide) {
        return { schema: { hide: true }, url: document.url };
      }
      const transformed = jsonSchemaTransform(document);
      const access = route.config?.access ?? 'member';
      const schema = transformed.schema as Record<string, unknown> & { response?: Record<string, unknown> };
      const response: Record<string, unknown> = { ...(schema.response ?? {}) };
      if (!Object.keys(response).some((status) => status.startsWith('2'))) {
        response[route.method === 'DELETE' || String(route.method) === 'POST' ? '204' : '200'] = {
          description: 'Done',
        };
      }
      if (schema.body || schema.querystring || schema.params) {
        response['400'] = errorResponse('Invalid input: `fields` names each bad field with a code');
      }
      if (access !== 'public') {
        response['401'] = errorResponse('No valid session (`reason`: expired, blocked or revoked)');
        response['429'] = errorResponse('Too many requests (`Retry-After`)');
      }
      if (access !== 'public' && access !== 'member') {
        response['403'] = errorResponse(`Needs the \`${access}\` permission`);
      }
      const roles = (['admin', 'manager', 'member'] as const).filter((role) => can(role, access));
      return {
        url: transformed.url,
        schema: {
          ...schema,
          response,
          description: [
            schema.description,
            access === 'public' ? 'Public.' : `Allowed to: ${roles.join(', ')} (\`${access}\`).`,
          ]
            .filter(Boolean)
            .join(' '),
          ...(access === 'public' ? { security: [] } : {}),
        },
      };
    },
  });
}
