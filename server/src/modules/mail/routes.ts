import {
  MAIL_ATTACHMENT_MAX_BYTES,
  MAIL_HTML_MAX,
  mailAttachmentQuerySchema,
  mailAttachmentSchema,
  mailBulkResultSchema,
  mailBulkSchema,
  mailCountsSchema,
  mailDraftSaveSchema,
  mailDraftSchema,
  mailLabelCreateSchema,
  mailLabelListSchema,
  mailLabelSchema,
  mailLabelUpdateSchema,
  mailListItemSchema,
  mailListQuerySchema,
  mailListSchema,
  mailMessageSchema,
  mailParamsSchema,
  mailRecipientListSchema,
  mailRecipientQuerySchema,
  mailSendSchema,
  mailThreadSchema,
  mailUpdateSchema,
  uuidSchema,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route-catalog.ts';
import { cleanFileName, dispositionOf, judgeUpload, verifyMediaUrl } from '../../http/uploads.ts';
import { isImageType } from './attachments.ts';
import type { MailService } from './service.ts';

/**
 * A send or draft carries up to MAIL_HTML_MAX characters of body, more than the app's 256 KB: JSON spends up to 6
 * bytes on a character (a control character escaped), so a body at the limit is refused by its field's rule with
 * a code, not by the size of the request.
 */
const COMPOSE_BODY_LIMIT = 6 * MAIL_HTML_MAX + 64 * 1024;

const tooLarge = () =>
  new HttpError(413, `A file may be at most ${MAIL_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`, 'too_large');

export async function mailRoutes(app: FastifyInstance, { mail }: { mail: MailService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mail'];

  r.get(
    '/mail/messages',
    route({
      access: 'member',
      summary: 'A page of one of my folders or labels (keyset, newest first), searchable, with the total',
      tags,
      querystring: mailListQuerySchema,
      response: { 200: mailListSchema },
    }),
    async (request) => mail.list(request.member, request.query),
  );

  r.get(
    '/mail/counts',
    route({
      access: 'member',
      summary: 'Totals and unread of my folders and labels',
      tags,
      response: { 200: mailCountsSchema },
    }),
    async (request) => mail.counts(request.member.uid),
  );

  r.get(
    '/mail/messages/:id',
    route({
      access: 'member',
      summary: 'Open one of my messages with its thread; it is marked read',
      tags,
      params: mailParamsSchema,
      response: { 200: mailThreadSchema },
    }),
    async (request) => mail.open(request.member, request.params.id),
  );

  r.patch(
    '/mail/messages/:id',
    route({
      access: 'member',
      summary: 'Mark one of my messages read or unread, starred or not, or set its labels',
      tags,
      params: mailParamsSchema,
      body: mailUpdateSchema,
      response: { 200: mailListItemSchema },
    }),
    async (request) => mail.update(request.member, request.params.id, request.body),
  );

  r.post(
    '/mail/bulk',
    route({
      access: 'member',
      summary: 'One action on up to 100 of my messages, all or none',
      tags,
      body: mailBulkSchema,
      response: { 200: mailBulkResultSchema },
    }),
    async (request) => mail.bulk(request.member.uid, request.body),
  );

  r.post(
    '/mail/messages',
    {
      ...route({
        access: 'member',
        summary:
          'Send a message (201); the same id again is the same message (200), my draft of that id is sent',
        tags,
        body: mailSendSchema,
        response: { 200: mailMessageSchema, 201: mailMessageSchema },
      }),
      bodyLimit: COMPOSE_BODY_LIMIT,
    },
    async (request, reply) => {
      const { message, created } = await mail.send(request.member, request.body);
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  r.get(
    '/mail/drafts/:id',
    route({
      access: 'member',
      summary: 'One of my drafts with everything it holds, to reopen it',
      tags,
      params: mailParamsSchema,
      response: { 200: mailDraftSchema },
    }),
    async (request) => mail.draft(request.member, request.params.id),
  );

  r.put(
    '/mail/drafts/:id',
    {
      ...route({
        access: 'member',
        summary: 'Save a draft (201 the first time); every field may be empty',
        tags,
        params: mailParamsSchema,
        body: mailDraftSaveSchema,
        response: { 200: mailDraftSchema, 201: mailDraftSchema },
      }),
      bodyLimit: COMPOSE_BODY_LIMIT,
    },
    async (request, reply) => {
      const { draft, created } = await mail.saveDraft(request.member, request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(draft);
    },
  );

  r.delete(
    '/mail/drafts/:id',
    route({
      access: 'member',
      summary: 'Discard one of my drafts',
      tags,
      params: mailParamsSchema,
    }),
    async (request, reply) => {
      await mail.discardDraft(request.member.uid, request.params.id);
      return reply.code(204).send();
    },
  );

  r.get(
    '/mail/labels',
    route({
      access: 'member',
      summary: 'The system labels and mine',
      tags,
      response: { 200: mailLabelListSchema },
    }),
    async (request) => ({ items: await mail.labels(request.member.uid) }),
  );

  r.post(
    '/mail/labels',
    route({
      access: 'member',
      summary: 'Make a label of my own',
      tags,
      body: mailLabelCreateSchema,
      response: { 201: mailLabelSchema },
    }),
    async (request, reply) => reply.code(201).send(await mail.createLabel(request.member.uid, request.body)),
  );

  r.patch(
    '/mail/labels/:id',
    route({
      access: 'member',
      summary: 'Rename or recolour a label of mine (system labels cannot be changed)',
      tags,
      params: mailParamsSchema,
      body: mailLabelUpdateSchema,
      response: { 200: mailLabelSchema },
    }),
    async (request) => mail.updateLabel(request.member.uid, request.params.id, request.body),
  );

  r.delete(
    '/mail/labels/:id',
    route({
      access: 'member',
      summary: 'Delete a label of mine; it comes off my messages',
      tags,
      params: mailParamsSchema,
    }),
    async (request, reply) => {
      await mail.deleteLabel(request.member.uid, request.params.id);
      return reply.code(204).send();
    },
  );

  r.get(
    '/mail/recipients',
    route({
      access: 'member',
      summary: 'Members to address, by name (and by e-mail where I may see it)',
      tags,
      querystring: mailRecipientQuerySchema,
      response: { 200: mailRecipientListSchema },
    }),
    async (request) => ({ items: await mail.recipients(request.member, request.query.q) }),
  );

  await app.register(attachmentUpload, { mail });
}

/** The upload takes any bytes as the body (its own scope: no other route reads raw bodies), judged by content. */
async function attachmentUpload(app: FastifyInstance, { mail }: { mail: MailService }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAIL_ATTACHMENT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  // Said before the bytes are read, in words the member understands (Fastify's own 413 covers chunked bodies).
  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > MAIL_ATTACHMENT_MAX_BYTES) throw tooLarge();
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/mail/attachments',
    {
      ...route({
        access: 'member',
        summary:
          'Upload a file for a message (raw body, at most 10 MB, its name in ?name=); unused ones are removed after a day',
        tags: ['mail'],
        consumes: ['application/octet-stream'],
        querystring: mailAttachmentQuerySchema,
        response: { 201: mailAttachmentSchema },
      }),
      bodyLimit: MAIL_ATTACHMENT_MAX_BYTES,
    },
    async (request, reply) => {
      const body = request.body;
      if (!(body instanceof Buffer) || !body.length) {
        throw new HttpError(400, 'Send the file as the request body.', 'bad_request');
      }
      const name = cleanFileName(request.query.name);
      const judged = await judgeUpload(body, name);
      return reply
        .code(201)
        .send(await mail.addAttachment(request.member.uid, new Uint8Array(body), name, judged));
    },
  );
}

/**
 * Attachment bytes for <img src> and downloads, which cannot send a token: the URL is signed (HMAC with the
 * database's mail secret) and expires, so it is only good for members who were given it in a message they have.
 */
export async function mailMediaRoutes(
  app: FastifyInstance,
  { mail, now }: { mail: MailService; now: () => Date },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/mail/:attachmentId',
    route({
      access: 'public',
      limit: 'read',
      hide: true,
      params: z.object({ attachmentId: uuidSchema }),
      querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
    }),
    async (request, reply) => {
      const { attachmentId } = request.params;
      const { exp, sig } = request.query;
      if (!verifyMediaUrl(await mail.mediaSecret(), attachmentId, exp, sig, now())) {
        return reply.code(403).send({ error: 'This link is not valid or has expired.', code: 'forbidden' });
      }
      const file = await mail.attachment(attachmentId);
      if (!file) return reply.code(404).send({ error: 'No such file.', code: 'not_found' });
      const image = isImageType(file.type);
      reply
        .header('content-type', file.type)
        .header('content-disposition', dispositionOf(image ? 'inline' : 'attachment', file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400');
      // Whatever a browser makes of a file, it runs nothing of it with the site's rights.
      if (!image) reply.header('content-security-policy', 'sandbox');
      return reply.send(Buffer.from(file.bytes));
    },
  );
}
