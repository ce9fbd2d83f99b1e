import {
  BOARD_COLUMN_NAME_MAX,
  boardColumnSchema,
  boardItemParamsSchema,
  boardSchema,
  CARD_ATTACHMENT_MAX_BYTES,
  CARD_IMAGE_TYPES,
  cardAttachmentSchema,
  cardCommentSchema,
  cardCreateSchema,
  cardDetailSchema,
  cardMoveSchema,
  cardPageQuerySchema,
  cardPageSchema,
  cardSummarySchema,
  cardUpdateSchema,
  checklistItemCreateSchema,
  checklistItemSchema,
  checklistItemUpdateSchema,
  columnCreateSchema,
  columnDeleteQuerySchema,
  columnUpdateSchema,
  commentInputSchema,
  placementSchema,
  positionMoveSchema,
  projectCreateSchema,
  projectListQuerySchema,
  projectPageSchema,
  projectParamsSchema,
  projectSchema,
  projectUpdateSchema,
  uuidSchema,
} from '@atrium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route-catalog.ts';
import { cleanFileName, dispositionOf, judgeUpload, verifyMediaUrl } from '../../http/uploads.ts';
import type { Viewer } from './access.ts';
import type { CardsService } from './cards.ts';
import type { ProjectsService } from './service.ts';

const viewerOf = (request: FastifyRequest): Viewer => ({
  uid: request.member.uid,
  role: request.member.role,
});

type Services = { projects: ProjectsService; cards: CardsService };

export async function projectRoutes(app: FastifyInstance, { projects, cards }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];
  const params = boardItemParamsSchema;

  r.get(
    '/projects',
    route({
      access: 'member',
      summary: 'The projects I am a member of, with their progress',
      tags,
      querystring: projectListQuerySchema,
      response: { 200: projectPageSchema },
    }),
    async (request) => projects.list(viewerOf(request), request.query),
  );

  r.post(
    '/projects',
    route({
      access: 'member',
      summary: 'Create a project I own, with members and the default board columns',
      tags,
      body: projectCreateSchema,
      response: { 201: projectSchema },
    }),
    async (request, reply) => reply.code(201).send(await projects.create(viewerOf(request), request.body)),
  );

  r.get(
    '/projects/:id',
    route({
      access: 'member',
      summary: 'A project I am a member of',
      tags,
      params: projectParamsSchema,
      response: { 200: projectSchema },
    }),
    async (request) => projects.project(viewerOf(request), request.params.id),
  );

  r.patch(
    '/projects/:id',
    route({
      access: 'member',
      summary: 'Change a project I am a member of (members and owner: its owner or an administrator)',
      tags,
      params: projectParamsSchema,
      body: projectUpdateSchema,
      response: { 200: projectSchema },
    }),
    async (request) => projects.update(viewerOf(request), request.params.id, request.body),
  );

  r.delete(
    '/projects/:id',
    route({
      access: 'member',
      summary: 'Delete a project with its board (its owner or an administrator)',
      tags,
      params: projectParamsSchema,
    }),
    async (request, reply) => {
      await projects.remove(viewerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.get(
    '/projects/:id/board',
    route({
      access: 'member',
      summary: 'The board: columns in order, each with its first cards',
      tags,
      params: projectParamsSchema,
      response: { 200: boardSchema },
    }),
    async (request) => projects.board(viewerOf(request), request.params.id),
  );

  r.post(
    '/projects/:id/columns',
    route({
      access: 'member',
      summary: `Add a column (at most ${BOARD_COLUMN_NAME_MAX} characters), at the end unless neighbours are given`,
      tags,
      params: projectParamsSchema,
      body: columnCreateSchema,
      response: { 201: boardColumnSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await projects.addColumn(viewerOf(request), request.params.id, request.body)),
  );

  r.patch(
    '/columns/:id',
    route({
      access: 'member',
      summary: 'Rename a column',
      tags,
      params,
      body: columnUpdateSchema,
      response: { 200: boardColumnSchema },
    }),
    async (request) => projects.renameColumn(viewerOf(request), request.params.id, request.body.name),
  );

  r.post(
    '/columns/:id/move',
    route({
      access: 'member',
      summary: 'Move a column between two others (the server places it by the order as it is now)',
      tags,
      params,
      body: positionMoveSchema,
      response: { 200: placementSchema },
    }),
    async (request) => projects.moveColumn(viewerOf(request), request.params.id, request.body),
  );

  r.delete(
    '/columns/:id',
    route({
      access: 'member',
      summary:
        'Delete a column, moving its cards to another column (cards=move&to=) or deleting them (cards=delete)',
      tags,
      params,
      querystring: columnDeleteQuerySchema,
    }),
    async (request, reply) => {
      await projects.removeColumn(viewerOf(request), request.params.id, request.query);
      return reply.code(204).send();
    },
  );

  r.get(
    '/columns/:id/cards',
    route({
      access: 'member',
      summary: 'A page of a column’s cards, in order, after a card',
      tags,
      params,
      querystring: cardPageQuerySchema,
      response: { 200: cardPageSchema },
    }),
    async (request) =>
      projects.cardPage(viewerOf(request), request.params.id, request.query.after, request.query.limit),
  );

  r.post(
    '/columns/:id/cards',
    route({
      access: 'member',
      summary: 'Add a card to a column, at its end unless neighbours are given',
      tags,
      params,
      body: cardCreateSchema,
      response: { 201: cardSummarySchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await cards.create(viewerOf(request), request.params.id, request.body)),
  );

  r.get(
    '/cards/:id',
    route({
      access: 'member',
      summary: 'A card with its checklist, attachments, comments and activity',
      tags,
      params,
      response: { 200: cardDetailSchema },
    }),
    async (request) => cards.detail(viewerOf(request), request.params.id),
  );

  r.patch(
    '/cards/:id',
    route({
      access: 'member',
      summary: 'Change a card',
      tags,
      params,
      body: cardUpdateSchema,
      response: { 200: cardDetailSchema },
    }),
    async (request) => cards.update(viewerOf(request), request.params.id, request.body),
  );

  r.delete(
    '/cards/:id',
    route({ access: 'member', summary: 'Delete a card', tags, params }),
    async (request, reply) => {
      await cards.remove(viewerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/cards/:id/move',
    route({
      access: 'member',
      summary: 'Move a card within its column or to another column of the board',
      tags,
      params,
      body: cardMoveSchema,
      response: { 200: placementSchema },
    }),
    async (request) => cards.move(viewerOf(request), request.params.id, request.body),
  );

  r.post(
    '/cards/:id/checklist',
    route({
      access: 'member',
      summary: 'Add a checklist item to a card',
      tags,
      params,
      body: checklistItemCreateSchema,
      response: { 201: checklistItemSchema },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await cards.addChecklistItem(viewerOf(request), request.params.id, request.body.text)),
  );

  r.patch(
    '/checklist-items/:id',
    route({
      access: 'member',
      summary: 'Change a checklist item or tick it',
      tags,
      params,
      body: checklistItemUpdateSchema,
      response: { 200: checklistItemSchema },
    }),
    async (request) => cards.updateChecklistItem(viewerOf(request), request.params.id, request.body),
  );

  r.delete(
    '/checklist-items/:id',
    route({ access: 'member', summary: 'Remove a checklist item', tags, params }),
    async (request, reply) => {
      await cards.removeChecklistItem(viewerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/cards/:id/comments',
    route({
      access: 'member',
      summary: 'Comment on a card',
      tags,
      params,
      body: commentInputSchema,
      response: { 201: cardCommentSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await cards.addComment(viewerOf(request), request.params.id, request.body.text)),
  );

  r.patch(
    '/comments/:id',
    route({
      access: 'member',
      summary: 'Edit my comment',
      tags,
      params,
      body: commentInputSchema,
      response: { 200: cardCommentSchema },
    }),
    async (request) => cards.editComment(viewerOf(request), request.params.id, request.body.text),
  );

  r.delete(
    '/comments/:id',
    route({ access: 'member', summary: 'Delete my comment', tags, params }),
    async (request, reply) => {
      await cards.removeComment(viewerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.delete(
    '/card-attachments/:id',
    route({ access: 'member', summary: 'Remove an attachment from a card', tags, params }),
    async (request, reply) => {
      await cards.removeAttachment(viewerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  await app.register(attachmentUpload, { cards });
}

const tooLarge = () =>
  new HttpError(413, `A file may be at most ${CARD_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`, 'too_large');

/**
 * The upload takes any bytes as the body (its own scope: no other route reads raw bodies), judged by content (the
 * same judge as chat and mail: programs refused, an image name must hold an image); the file name comes
 * URI-encoded in `x-file-name`.
 */
async function attachmentUpload(app: FastifyInstance, { cards }: { cards: CardsService }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: CARD_ATTACHMENT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  // Said before the bytes are read (Fastify's own 413 covers chunked bodies).
  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > CARD_ATTACHMENT_MAX_BYTES) throw tooLarge();
  });
  // A card of a project the caller is not in is a 404 before its 10 MB are read (a malformed id: the 400 follows).
  app.addHook('preParsing', async (request) => {
    const id = uuidSchema.safeParse((request.params as { id?: unknown }).id);
    if (id.success && request.member) await cards.assertCard(viewerOf(request), id.data);
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/cards/:id/attachments',
    {
      ...route({
        access: 'member',
        summary: 'Attach a file or image to a card (raw body, at most 10 MB, name in x-file-name)',
        tags: ['projects'],
        params: boardItemParamsSchema,
        consumes: ['application/octet-stream'],
        response: { 201: cardAttachmentSchema },
      }),
      bodyLimit: CARD_ATTACHMENT_MAX_BYTES,
    },
    async (request, reply) => {
      const body = request.body;
      if (!(body instanceof Buffer) || !body.length) {
        throw new HttpError(400, 'Send the file as the request body.', 'bad_request');
      }
      const name = cleanFileName(request.headers['x-file-name']);
      const judged = await judgeUpload(body, name);
      return reply
        .code(201)
        .send(
          await cards.addAttachment(viewerOf(request), request.params.id, new Uint8Array(body), name, judged),
        );
    },
  );
}

/** Attachment bytes for <img src> and downloads, which cannot send a token: signed, expiring URLs. */
export async function cardMediaRoutes(
  app: FastifyInstance,
  {
    cards,
    secret,
    now,
  }: { cards: CardsService; secret: (query?: never) => Promise<string>; now: () => Date },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/cards/:attachmentId',
    route({
      access: 'public',
      limit: 'read',
      hide: true,
      params: z.object({ attachmentId: uuidSchema }),
      querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
    }),
    async (request, reply) => {
      const { attachmentId } = request.params;
      if (!verifyMediaUrl(await secret(), attachmentId, request.query.exp, request.query.sig, now())) {
        return reply.code(403).send({ error: 'This link is not valid or has expired.', code: 'forbidden' });
      }
      const file = await cards.attachment(attachmentId);
      if (!file) return reply.code(404).send({ error: 'No such file.', code: 'not_found' });
      const image = (CARD_IMAGE_TYPES as readonly string[]).includes(file.type);
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
