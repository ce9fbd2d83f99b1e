import { z } from 'zod';
import { INT4_MAX, queryInt, uidSchema, uuidSchema } from './api.ts';

/** The longest text message, in characters (a longer one is refused, never cut). */
export const CHAT_TEXT_MAX = 4000;
/** The largest image or file a message may carry. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A group's name, and how many members a group may have. */
export const CHAT_GROUP_NAME_MAX = 80;
export const CHAT_GROUP_MAX_MEMBERS = 50;
/** Messages per page of history (keyset pagination, newest page first). */
export const CHAT_PAGE_SIZE = 30;
/**
 * The largest seq a client may send (a read mark, `before`). Seqs are a bigint column, but the API's integers stay
 * within PostgreSQL's integer like every other (the hostile-input test holds them to it): 2^31 messages are far off.
 */
export const CHAT_SEQ_MAX = INT4_MAX;
/** Image types a chat image may be, judged by content on the server. */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const CONVERSATION_KINDS = ['direct', 'group'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];
export const MESSAGE_KINDS = ['text', 'image', 'file'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A member as a conversation shows them: name, avatar and presence. */
export const chatMemberSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  /** Has an open realtime connection to any server process now. */
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

export const chatAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The type found in the bytes (not the one the uploader declared). */
  type: z.string(),
  size: z.number().int(),
  /** A signed, expiring address of the bytes (an <img src> cannot send a token). */
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const reactionSchema = z.object({ emoji: z.string(), uids: z.array(z.string()) });
export type Reaction = z.infer<typeof reactionSchema>;

export const chatMessageSchema = z.object({
  /** Created by the sending client (UUID), so a retried send is the same message. */
  id: z.string(),
  conversationId: z.string(),
  /** The server's order of messages (keyset for paging; compared with read and delivered marks). */
  seq: z.number().int(),
  senderUid: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  /** The text of a text message, or the caption of an image or file; null once deleted. */
  text: z.string().nullable(),
  attachment: chatAttachmentSchema.nullable(),
  reactions: z.array(reactionSchema),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Up to where another member has received and read the conversation (seq), for the ticks. */
export const receiptSchema = z.object({
  uid: z.string(),
  deliveredSeq: z.number().int(),
  readSeq: z.number().int(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  kind: z.enum(CONVERSATION_KINDS),
  /** A group's name; null for a conversation between two members (show the other member's name). */
  name: z.string().nullable(),
  /** Current members, the caller included. */
  members: z.array(chatMemberSchema),
  createdBy: z.string(),
  lastMessage: chatMessageSchema.nullable(),
  /** Messages of others after the caller's read mark. */
  unread: z.number().int(),
  muted: z.boolean(),
  /** The caller's read mark (seq). */
  readSeq: z.number().int(),
  /** The other members' receipts. */
  receipts: z.array(receiptSchema),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
export const conversationListSchema = z.object({
  items: z.array(conversationSchema),
  /** Unread messages in conversations that are not muted: the side nav's badge. */
  unread: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** The side nav's badge: unread messages in conversations that are not muted. */
export const chatUnreadSchema = z.object({ unread: z.number().int() });
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

const groupName = z
  .string()
  .trim()
  .min(1, 'Give the group a name.')
  .max(CHAT_GROUP_NAME_MAX, `At most ${CHAT_GROUP_NAME_MAX} characters.`);

export const conversationCreateSchema = z.discriminatedUnion('kind', [
  /** Opens the conversation with that member (the existing one, shown again if it was deleted). */
  z.object({ kind: z.literal('direct'), memberUid: uidSchema }).strict(),
  z
    .object({
      kind: z.literal('group'),
      name: groupName,
      memberUids: z
        .array(uidSchema)
        .min(1, 'Pick at least one member.')
        .max(CHAT_GROUP_MAX_MEMBERS - 1),
    })
    .strict(),
]);
export type ConversationCreate = z.infer<typeof conversationCreateSchema>;

/** The caller's own settings of a conversation, and a group's name. */
export const conversationUpdateSchema = z
  .object({ name: groupName.optional(), muted: z.boolean().optional() })
  .strict();
export type ConversationUpdate = z.infer<typeof conversationUpdateSchema>;

export const conversationMembersAddSchema = z
  .object({
    uids: z
      .array(uidSchema)
      .min(1)
      .max(CHAT_GROUP_MAX_MEMBERS - 1),
  })
  .strict();

export const conversationParamsSchema = z.object({ id: uuidSchema });
export const conversationMemberParamsSchema = z.object({ id: uuidSchema, uid: uidSchema });
export const messageParamsSchema = z.object({ id: uuidSchema });

export const messageListQuerySchema = z.object({
  /** Messages before this seq (older history); the newest page when absent. */
  before: queryInt(1, CHAT_SEQ_MAX).optional(),
  limit: queryInt(1, 100).default(CHAT_PAGE_SIZE),
});
export const messageListSchema = z.object({
  /** Oldest first. */
  items: z.array(chatMessageSchema),
  /** Whether older messages remain. */
  hasMore: z.boolean(),
});
export type MessageList = z.infer<typeof messageListSchema>;

/** Text that is not empty once spaces are trimmed (the text itself is kept as typed). */
const messageText = z
  .string()
  .max(CHAT_TEXT_MAX, `A message holds at most ${CHAT_TEXT_MAX} characters.`)
  .refine((s) => s.trim().length > 0, { message: 'Type a message.', params: { code: 'required' } });

export const messageSendSchema = z.discriminatedUnion('kind', [
  z.object({ id: uuidSchema, kind: z.literal('text'), text: messageText }).strict(),
  z
    .object({
      id: uuidSchema,
      kind: z.enum(['image', 'file']),
      /** From POST /chat/attachments, by the same member. */
      attachmentId: uuidSchema,
      text: z.string().max(CHAT_TEXT_MAX).optional(),
    })
    .strict(),
]);
export type MessageSend = z.infer<typeof messageSendSchema>;

export const messageEditSchema = z.object({ text: messageText }).strict();

export const reactionToggleSchema = z
  .object({
    /** One emoji (a grapheme such as 👍🏽 or 👨‍👩‍👧 is several code points). */
    emoji: z
      .string()
      .min(1)
      .max(32)
      .regex(
        /^\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f|\u20e3)*$/u,
        {
          message: 'Not an emoji.',
        },
      ),
    on: z.boolean(),
  })
  .strict();

export const readMarkSchema = z.object({ seq: z.number().int().min(0).max(CHAT_SEQ_MAX) }).strict();

export const chatAttachmentUploadSchema = chatAttachmentSchema.extend({ kind: z.enum(['image', 'file']) });
export type ChatAttachmentUpload = z.infer<typeof chatAttachmentUploadSchema>;
