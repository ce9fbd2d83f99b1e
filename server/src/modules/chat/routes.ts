import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_IMAGE_TYPES,
  chatAttachmentUploadSchema,
  chatMessageSchema,
  chatUnreadSchema,
  conversationCreateSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationMemberParamsSchema,
  conversationMembersAddSchema,
  conversationParamsSchema,
  conversationSchema,
  conversationUpdateSchema,
  messageEditSchema,
  messageListQuerySchema,
  messageListSchema,
  messageParamsSchema,
  messageSendSchema,
  reactionToggleSchema,
  readMarkSchema,
  uuidSchema,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route-catalog.ts';
import { cleanFileName, dispositionOf, judgeUpload, verifyMediaUrl } from '../../http/uploads.ts';
import type { ChatService } from './service.ts';

const tooLarge = () =>
  new HttpError(413, `A file may be at most ${CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`, 'too_large');

export async function chatRoutes(app: FastifyInstance, { chat }: { chat: ChatService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];

  r.get(
    '/chat/conversations',
    route({
      access: 'member',
      summary: 'My conversations, most recently active first, with unread counts',
      tags,
      querystring: conversationListQuerySchema,
      response: { 200: conversationListSchema },
    }),
    async (request) => chat.list(request.member.uid, request.query.q),
  );

  r.get(
    '/chat/unread',
    route({
      access: 'member',
      summary:
        'How many messages of others I have not read, muted conversations left out (the side nav badge)',
      tags,
      response: { 200: chatUnreadSchema },
    }),
    async (request) => ({ unread: await chat.unreadTotal(request.member.uid) }),
  );

  r.post(
    '/chat/conversations',
    route({
      access: 'member',
      summary: 'Open a conversation with a member (200: the existing one) or create a group (201)',
      tags,
      body: conversationCreateSchema,
      response: { 200: conversationSchema, 201: conversationSchema },
    }),
    async (request, reply) => {
      const { conversation, created } = await chat.create(request.member.uid, request.body);
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  r.get(
    '/chat/conversations/:id',
    route({
      access: 'member',
      summary: 'One of my conversations',
      tags,
      params: conversationParamsSchema,
      response: { 200: conversationSchema },
    }),
    async (request) => chat.get(request.member.uid, request.params.id),
  );

  r.patch(
    '/chat/conversations/:id',
    route({
      access: 'member',
      summary: 'Rename a group I am in, or mute or unmute a conversation for me',
      tags,
      params: conversationParamsSchema,
      body: conversationUpdateSchema,
      response: { 200: conversationSchema },
    }),
    async (request) => chat.update(request.member.uid, request.params.id, request.body),
  );

  r.delete(
    '/chat/conversations/:id',
    route({
      access: 'member',
      summary:
        'Delete a conversation for me only (it comes back, without the old history, with a new message)',
      tags,
      params: conversationParamsSchema,
    }),
    async (request, reply) => {
      await chat.hide(request.member.uid, request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/chat/conversations/:id/members',
    route({
      access: 'member',
      summary: 'Add members to a group I am in (they see what is said from now on)',
      tags,
      params: conversationParamsSchema,
      body: conversationMembersAddSchema,
      response: { 200: conversationSchema },
    }),
    async (request) => chat.addMembers(request.member.uid, request.params.id, request.body.uids),
  );

  r.delete(
    '/chat/conversations/:id/members/:uid',
    route({
      access: 'member',
      summary: 'Leave a group (my own uid), or remove a member from a group I created',
      tags,
      params: conversationMemberParamsSchema,
    }),
    async (request, reply) => {
      await chat.removeMember(request.member.uid, request.params.id, request.params.uid);
      return reply.code(204).send();
    },
  );

  r.get(
    '/chat/conversations/:id/messages',
    route({
      access: 'member',
      summary: 'A page of history (newest page first, `before` a seq for older ones), oldest first',
      tags,
      params: conversationParamsSchema,
      querystring: messageListQuerySchema,
      response: { 200: messageListSchema },
    }),
    async (request) => chat.messages(request.member.uid, request.params.id, request.query),
  );

  r.post(
    '/chat/conversations/:id/messages',
    route({
      access: 'member',
      summary: 'Send a message (201); the same id again is the same message (200)',
      tags,
      params: conversationParamsSchema,
      body: messageSendSchema,
      response: { 200: chatMessageSchema, 201: chatMessageSchema },
    }),
    async (request, reply) => {
      const { message, created } = await chat.send(request.member.uid, request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  r.post(
    '/chat/conversations/:id/read',
    route({
      access: 'member',
      summary: 'Mark a conversation read up to a seq',
      tags,
      params: conversationParamsSchema,
      body: readMarkSchema,
    }),
    async (request, reply) => {
      await chat.markRead(request.member.uid, request.params.id, request.body.seq);
      return reply.code(204).send();
    },
  );

  r.patch(
    '/chat/messages/:id',
    route({
      access: 'member',
      summary: 'Edit my text message',
      tags,
      params: messageParamsSchema,
      body: messageEditSchema,
      response: { 200: chatMessageSchema },
    }),
    async (request) => chat.edit(request.member.uid, request.params.id, request.body.text),
  );

  r.delete(
    '/chat/messages/:id',
    route({
      access: 'member',
      summary: 'Delete my message for everyone (a deleted-message mark stays)',
      tags,
      params: messageParamsSchema,
      response: { 200: chatMessageSchema },
    }),
    async (request) => chat.deleteMessage(request.member.uid, request.params.id),
  );

  r.post(
    '/chat/messages/:id/reactions',
    route({
      access: 'member',
      summary: 'Add or remove my reaction to a message',
      tags,
      params: messageParamsSchema,
      body: reactionToggleSchema,
      response: { 200: chatMessageSchema },
    }),
    async (request) => chat.react(request.member.uid, request.params.id, request.body.emoji, request.body.on),
  );

  await app.register(attachmentUpload, { chat });
}

/**
 * The upload takes any bytes as the body (its own scope: no other route reads raw bodies), judged by content;
 * the file name comes URI-encoded in `x-file-name`.
 */
async function attachmentUpload(app: FastifyInstance, { chat }: { chat: ChatService }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: CHAT_ATTACHMENT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  // Said before the bytes are read, in words the member understands (Fastify's own 413 covers chunked bodies).
  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > CHAT_ATTACHMENT_MAX_BYTES) throw tooLarge();
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/chat/attachments',
    {
      ...route({
        access: 'member',
        summary: `Upload an image or file for a message (raw body, at most 10 MB, name in x-file-name); unused ones are removed after a day`,
        tags: ['chat'],
        consumes: ['application/octet-stream'],
        response: { 201: chatAttachmentUploadSchema },
      }),
      bodyLimit: CHAT_ATTACHMENT_MAX_BYTES,
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
        .send(await chat.addAttachment(request.member.uid, new Uint8Array(body), name, judged));
    },
  );
}

/**
 * Attachment bytes for <img src> and downloads, which cannot send a token: the URL is signed (HMAC with the
 * database's secret) and expires, so it is only good for members who were given it.
 */
export async function chatMediaRoutes(
  app: FastifyInstance,
  { chat, now }: { chat: ChatService; now: () => Date },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/chat/:attachmentId',
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
      if (!verifyMediaUrl(await chat.mediaSecret(), attachmentId, exp, sig, now())) {
        return reply.code(403).send({ error: 'This link is not valid or has expired.', code: 'forbidden' });
      }
      const file = await chat.attachment(attachmentId);
      if (!file) return reply.code(404).send({ error: 'No such file.', code: 'not_found' });
      const image = (CHAT_IMAGE_TYPES as readonly string[]).includes(file.type);
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
