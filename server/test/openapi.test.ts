import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

describe('the API document', () => {
  it('has every API route, with its request and response schemas', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const routes = app.routeCatalog.filter((r) => r.url.startsWith('/api/') && !r.schema?.hide);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      if (!operation) continue;
      if (route.schema?.body) expect(operation.requestBody?.content, name).toBeDefined();
      const parameters = operation.parameters ?? [];
      for (const param of route.url.match(/:(\w+)/g) ?? []) {
        expect(
          parameters.some((p) => p.in === 'path' && p.name === param.slice(1)),
          `${name} ${param}`,
        ).toBe(true);
      }
      if (route.schema?.querystring)
        expect(
          parameters.some((p) => p.in === 'query'),
          name,
        ).toBe(true);
      const [status, success] =
        Object.entries(operation.responses).find(([code]) => code.startsWith('2')) ?? [];
      expect(success, `${name}: a 2xx response`).toBeDefined();
      if (status !== '204') {
        const content = Object.values(success?.content ?? {});
        expect(content.length, `${name}: ${status} content`).toBeGreaterThan(0);
        expect(content[0]?.schema, `${name}: ${status} schema`).toBeDefined();
      }
    }
  });

  it('is browsable at /api/reference/, served from here, its inline start-up script allowed by hash only', async () => {
    const page = await app.inject({ url: '/api/reference/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('/api/openapi.json');
    expect(page.body).not.toMatch(/https?:\/\//);
    const inline = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(hash);
    expect(csp).not.toContain("'unsafe-inline' 'sha256"); // scripts: only 'self' and the hash
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    const script = await app.inject({ url: '/api/reference/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });
});
