import type { FastifyInstance } from 'fastify';
import { unsupportedImage } from './errors.ts';

/** Identifies JPG and PNG by their first bytes; the declared content type is not trusted. */
export function sniffImage(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/**
 * Lets the routes of this scope take an image as the raw body (at most `maxBytes`, else 413). Any declared type
 * is read as bytes and judged by its content (`imageOf`).
 */
export function acceptImages(app: FastifyInstance, maxBytes: number) {
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/gif', 'application/octet-stream', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_req, body, done) => done(null, body),
  );
}

/** The uploaded bytes and their real type, or a 415 when they are not a JPG or PNG. */
export function imageOf(body: unknown) {
  const type = body instanceof Buffer && body.length ? sniffImage(body) : null;
  if (!type) throw unsupportedImage();
  return { bytes: new Uint8Array(body as Buffer), type };
}
