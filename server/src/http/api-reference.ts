import { createHash } from 'node:crypto';
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';

/**
 * A browsable reference of the API at `/api/reference/`, from the same generated document (`/api/openapi.json`).
 * Scalar's page and its script are served by this server (nothing from a CDN: no fonts, no telemetry, and the
 * Content-Security-Policy would refuse other hosts anyway). Its one inline script, which starts the viewer, is
 * allowed by its hash on this page only.
 */
export async function apiReferencePage(app: FastifyInstance, { appName }: { appName: string }) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !request.url.startsWith('/api/reference')) return payload;
    const inline = [...payload.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[1] ?? '')
          .digest('base64')}'`,
    );
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    if (inline.length && csp) {
      reply.header(
        'content-security-policy',
        csp.replace(/script-src ([^;]*)/, `script-src $1 ${inline.join(' ')}`),
      );
    }
    return payload;
  });
  await app.register(apiReference, {
    // Inside the /api scope.
    routePrefix: '/reference',
    configuration: {
      url: '/api/openapi.json',
      pageTitle: `${appName} API reference`,
      withDefaultFonts: false,
      telemetry: false,
    },
  });
}
