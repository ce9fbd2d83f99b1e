import { apiErrorSchema } from '@atrium/contracts';
import { type ZodType, z } from 'zod';

type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  tag: string;
  query?: ZodType;
  body?: ZodType;
  bodyType?: string;
  response?: ZodType;
  public?: boolean;
};

const operations: Operation[] = [];

/** Records an operation for /api/openapi.json; the schemas are the same zod contracts the routes parse with. */
export function describeOperation(op: Operation) {
  operations.push(op);
}

const json = (schema: ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });

export function openApiDocument(appName: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const path = op.path.replace(/:(\w+)/g, '{$1}');
    const params = [...op.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const queryParams = op.query
      ? Object.entries((json(op.query) as { properties?: Record<string, unknown> }).properties ?? {}).map(
          ([name, schema]) => ({
            name,
            in: 'query',
            schema,
          }),
        )
      : [];
    paths[path] ??= {};
    paths[path][op.method] = {
      summary: op.summary,
      tags: [op.tag],
      ...(op.public ? { security: [] } : {}),
      parameters: [...params, ...queryParams],
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: json(op.body) } } } }
        : {}),
      ...(op.bodyType
        ? {
            requestBody: {
              required: true,
              content: { [op.bodyType]: { schema: { type: 'string', format: 'binary' } } },
            },
          }
        : {}),
      responses: {
        ...(op.response
          ? { 200: { description: 'OK', content: { 'application/json': { schema: json(op.response) } } } }
          : { 204: { description: 'Done' } }),
        400: {
          description: 'Invalid input',
          content: { 'application/json': { schema: json(apiErrorSchema) } },
        },
        ...(op.public
          ? {}
          : {
              401: { description: 'No or invalid ID token' },
              403: { description: 'Blocked member or not allowed' },
            }),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: `${appName} API`, version: '0.2.0' },
    components: {
      securitySchemes: { firebase: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
    },
    security: [{ firebase: [] }],
    paths,
  };
}
