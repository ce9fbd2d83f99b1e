import { z } from 'zod';
import { queryInt, uidSchema, uuidSchema } from './api.ts';
import { CHAT_IMAGE_TYPES } from './chat.ts';

// Mail between members of the workspace. A message is stored once; the sender and each recipient have their own
// mailbox entry for it (folder, read, starred, labels, deleted). Every route answers for the caller's entries
// only: an id the caller has no entry for is a 404 whether or not it exists.
//
// Addresses are member uids, picked with GET /api/mail/recipients: an e-mail a member hides is never matched, so
// an address cannot tell whether someone is a member. Bcc is returned to the sender only (and to each Bcc
// recipient, who sees themselves alone there); no list row, realtime event or notification carries it.
//
// Routes (every one `access: 'member'`, answering for the caller's own mail only):
//   GET    /api/mail/messages?folder&label&q&cursor&limit  → MailList (keyset pages, total)
//   GET    /api/mail/counts                                → MailCounts
//   GET    /api/mail/messages/:id                          → MailThread; marks the opened message read (this GET
//                                                            is how a message is opened: no separate call)
//   PATCH  /api/mail/messages/:id   MailUpdate             → MailListItem
//   POST   /api/mail/bulk           MailBulk               → { changed }
//   POST   /api/mail/messages       MailSend               → 201 MailMessage (200: a retry, the stored one)
//   GET    /api/mail/drafts/:id                            → MailDraft
//   PUT    /api/mail/drafts/:id     MailDraftSave          → 201 MailDraft (200: updated); 409 once it was sent
//   DELETE /api/mail/drafts/:id                            → 204 (discarded)
//   POST   /api/mail/attachments?name=<name>  raw bytes    → 201 MailAttachment (413 over 10 MB, 415 programs or
//                                                            an image name on something else)
//   GET    /api/mail/labels                                → { items: MailLabel[] } (system labels first)
//   POST   /api/mail/labels         { name, color }        → 201 MailLabel
//   PATCH  /api/mail/labels/:id     { name?, color? }      → MailLabel (403 for a system label)
//   DELETE /api/mail/labels/:id                            → 204 (taken off every message; 403 for a system label)
//   GET    /api/mail/recipients?q=                         → { items: MailPerson[] } (at most 10)
// Attachment bytes: GET /media/mail/:id?exp&sig (the `url` of a MailAttachment; no token, expires in 1-2 days).
// Realtime: 'mail.message' to recipients, 'mail.changed' to the member's own tabs (contracts/src/realtime.ts);
// the bell gets a 'mail.received' notification.

/** A subject's longest length, in characters. */
export const MAIL_SUBJECT_MAX = 255;
/** The longest HTML body a message may carry, in characters (a longer one is refused, never cut). */
export const MAIL_HTML_MAX = 1024 * 1024;
/** The largest single attachment (POST /api/mail/attachments answers 413 above it). */
export const MAIL_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** All the attachments of one message together. */
export const MAIL_MESSAGE_ATTACHMENTS_MAX_BYTES = 25 * 1024 * 1024;
/** Attachments per message. */
export const MAIL_ATTACHMENTS_MAX = 20;
/** Members in each of To, Cc and Bcc. */
export const MAIL_RECIPIENTS_MAX = 100;
/** Messages per page of a folder (keyset pagination). */
export const MAIL_PAGE_SIZE = 25;
/** Ids per bulk action. */
export const MAIL_BULK_MAX = 100;
/** A label's longest name, and how many labels of their own a member may have. */
export const MAIL_LABEL_NAME_MAX = 40;
export const MAIL_LABELS_MAX = 50;
/** Images get `image: true` (the web shows them inline); the same web-safe types as chat. */
export const MAIL_IMAGE_TYPES = CHAT_IMAGE_TYPES;

/**
 * Folders: inbox (received), sent, draft, starred (any folder but Deleted) and deleted. A message sent to oneself
 * is in both Inbox and Sent (one entry: read, star and labels are shared by both).
 */
export const MAIL_FOLDERS = ['inbox', 'sent', 'draft', 'starred', 'deleted'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];

/** The labels every member has; their names are translated by the web from this key and cannot be changed. */
export const MAIL_SYSTEM_LABELS = ['works', 'private', 'important'] as const;
export type MailSystemLabel = (typeof MAIL_SYSTEM_LABELS)[number];

/** A label's colour: `#rrggbb`. */
export const MAIL_LABEL_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** A sender or recipient as the caller sees them. */
export const mailPersonSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  /** null when the member hides it from other members (administrators and the member themselves see it). */
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type MailPerson = z.infer<typeof mailPersonSchema>;

export const mailAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The type found in the bytes on the server (not the one the uploader declared). */
  type: z.string(),
  size: z.number().int(),
  /** A signed, expiring same-origin address of the bytes (GET, no token needed: an <img src> cannot send one). */
  url: z.string(),
  /** One of MAIL_IMAGE_TYPES: shown inline. */
  image: z.boolean(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export const mailLabelSchema = z.object({
  id: z.string(),
  /** A system label's English name (translate by `system`), or the member's own name for it. */
  name: z.string(),
  color: z.string(),
  /** The key of a system label (fixed: never renamed, recoloured or deleted); null for the member's own. */
  system: z.enum(MAIL_SYSTEM_LABELS).nullable(),
});
export type MailLabel = z.infer<typeof mailLabelSchema>;

/** The caller's own state of a message (their mailbox entry). */
const entryShape = {
  read: z.boolean(),
  starred: z.boolean(),
  /** Ids of the caller's labels on it (system ones included). */
  labelIds: z.array(z.string()),
  /** A draft of the caller's (not sent yet): open it with GET /api/mail/drafts/:id. */
  draft: z.boolean(),
  /** In Deleted (restore it with the bulk action `restore`). */
  deleted: z.boolean(),
  /** The caller received it (in Inbox unless deleted). */
  received: z.boolean(),
  /** The caller sent it (in Sent unless deleted). */
  sent: z.boolean(),
};

/** One row of a folder: no body, no Bcc. */
export const mailListItemSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  from: mailPersonSchema,
  to: z.array(mailPersonSchema),
  cc: z.array(mailPersonSchema),
  subject: z.string(),
  /** The start of the plain text of the body (about 200 characters). */
  snippet: z.string(),
  /** When it was sent; null for a draft. */
  sentAt: z.string().nullable(),
  /** The row's time and sort key: when it was sent, or a draft's last save. */
  date: z.string(),
  attachmentCount: z.number().int(),
  ...entryShape,
});
export type MailListItem = z.infer<typeof mailListItemSchema>;

/** A whole message as the caller sees it. */
export const mailMessageSchema = mailListItemSchema.extend({
  /** The message this one replies to or forwards, or null. */
  inReplyTo: z.string().nullable(),
  /** The sender sees every Bcc recipient; a Bcc recipient sees only themselves; anyone else an empty list. */
  bcc: z.array(mailPersonSchema),
  /** Sanitised on the server (see MAIL_ALLOWED_TAGS); still shown through the web's own sanitiser. */
  html: z.string(),
  attachments: z.array(mailAttachmentSchema),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/**
 * What the server keeps of a body's HTML: these tags, `href` on links (http, https and mailto only; every link
 * gets rel="noopener noreferrer" and target="_blank"), `src` and `alt` on images (http and https, or same-origin
 * paths). Scripts, styles, event handler attributes and other URL schemes are removed; `body text` for search and
 * snippets is taken from what is kept.
 */
export const MAIL_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'img',
] as const;

/** GET /api/mail/messages/:id: the opened message and its thread. */
export const mailThreadSchema = z.object({
  message: mailMessageSchema,
  /**
   * The messages of the same thread the caller has an entry for, sent ones only (plus the opened one), oldest
   * first; the opened message is among them.
   */
  thread: z.array(mailMessageSchema),
});
export type MailThread = z.infer<typeof mailThreadSchema>;

/** A draft as saved, to reopen it in the composer with everything it had. */
export const mailDraftSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  inReplyTo: z.string().nullable(),
  to: z.array(mailPersonSchema),
  cc: z.array(mailPersonSchema),
  bcc: z.array(mailPersonSchema),
  subject: z.string(),
  html: z.string(),
  attachments: z.array(mailAttachmentSchema),
  /** The last save. */
  updatedAt: z.string(),
});
export type MailDraft = z.infer<typeof mailDraftSchema>;

/**
 * GET /api/mail/messages. `folder` (default inbox), or `label` (a label id: its messages outside Deleted, the
 * folder then ignored). `q` searches the sender's name, the subject and the body ("contains", any language).
 * Pages are keyset (sort time, id), newest first: pass the previous page's `nextCursor` as `cursor`; new mail
 * arriving meanwhile goes to the top and never shifts later pages.
 */
export const mailListQuerySchema = z.object({
  folder: z.enum(MAIL_FOLDERS).default('inbox'),
  label: uuidSchema.optional(),
  q: z.string().trim().max(200).optional(),
  /** Opaque; from the previous page. */
  cursor: z
    .string()
    .regex(/^\d{1,17}_[0-9a-f-]{36}$/, 'Not a valid cursor.')
    .optional(),
  limit: queryInt(1, 100).default(MAIL_PAGE_SIZE),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const mailListSchema = z.object({
  items: z.array(mailListItemSchema),
  /** How many messages the folder (or label, and search) holds now. */
  total: z.number().int(),
  /** The next page's cursor, or null on the last page. */
  nextCursor: z.string().nullable(),
});
export type MailList = z.infer<typeof mailListSchema>;

const folderCountSchema = z.object({ total: z.number().int(), unread: z.number().int() });

/** GET /api/mail/counts: the side menu's numbers. */
export const mailCountsSchema = z.object({
  folders: z.object({
    inbox: folderCountSchema,
    sent: folderCountSchema,
    /** `total` is the drafts count. */
    draft: folderCountSchema,
    starred: folderCountSchema,
    deleted: folderCountSchema,
  }),
  /** Per label of the caller (every label listed, zeros included); messages in Deleted not counted. */
  labels: z.array(folderCountSchema.extend({ labelId: z.string() })),
});
export type MailCounts = z.infer<typeof mailCountsSchema>;

const recipients = z
  .array(uidSchema)
  .max(MAIL_RECIPIENTS_MAX, `At most ${MAIL_RECIPIENTS_MAX} members here.`)
  .default([]);

/**
 * What a message is made of, for a draft (PUT /api/mail/drafts/:id) and a send. Recipients are member uids; an
 * unknown or blocked one is refused (400, `fields['to.2'] = {code: 'invalid', address: '<uid>'}`). A member in
 * several of To, Cc and Bcc gets one copy, as the first of To, Cc, Bcc that names them.
 */
const messageShape = {
  to: recipients,
  cc: recipients,
  bcc: recipients,
  subject: z
    .string()
    .max(MAIL_SUBJECT_MAX, `A subject holds at most ${MAIL_SUBJECT_MAX} characters.`)
    .default(''),
  html: z.string().max(MAIL_HTML_MAX, 'The message is too long.').default(''),
  /**
   * From POST /api/mail/attachments by the caller, or attachments of a message the caller can read (forward);
   * together at most MAIL_MESSAGE_ATTACHMENTS_MAX_BYTES (else `attachmentIds` `too_large` with `max`).
   */
  attachmentIds: z
    .array(uuidSchema)
    .max(MAIL_ATTACHMENTS_MAX, `At most ${MAIL_ATTACHMENTS_MAX} attachments.`)
    .default([]),
  /**
   * A message the caller can read that this one replies to or forwards: it joins that message's thread (a 400
   * `inReplyTo` `invalid` when the caller has no entry for it).
   */
  inReplyTo: uuidSchema.nullable().default(null),
};

/** PUT /api/mail/drafts/:id: every field may be empty (autosave), but types and limits hold. */
export const mailDraftSaveSchema = z.object(messageShape).strict();
export type MailDraftSave = z.input<typeof mailDraftSaveSchema>;

/**
 * POST /api/mail/messages. `id` is made by the client (UUID): the same id sent again by the same member answers
 * 200 with the stored message and delivers nothing more; the id of the caller's draft sends that draft (with this
 * content) and removes it from Draft; an id of someone else's is a 404.
 */
export const mailSendSchema = z
  .object({ id: uuidSchema, ...messageShape })
  .strict()
  .superRefine((m, ctx) => {
    if (!m.to.length && !m.cc.length && !m.bcc.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'Add at least one recipient.',
        params: { code: 'required' },
      });
    }
  });
export type MailSend = z.input<typeof mailSendSchema>;

export const mailParamsSchema = z.object({ id: uuidSchema });

/** PATCH /api/mail/messages/:id: the caller's own state of a message. `labelIds` replaces the set. */
export const mailUpdateSchema = z
  .object({
    read: z.boolean().optional(),
    starred: z.boolean().optional(),
    labelIds: z
      .array(uuidSchema)
      .max(MAIL_LABELS_MAX + MAIL_SYSTEM_LABELS.length)
      .optional(),
  })
  .strict();
export type MailUpdate = z.infer<typeof mailUpdateSchema>;

/**
 * Bulk actions on the caller's messages: `delete` moves to Deleted, `restore` brings back from it, `purge`
 * deletes forever (for the caller only; a draft is gone). `label` and `unlabel` need `labelId`.
 */
export const MAIL_BULK_ACTIONS = [
  'read',
  'unread',
  'star',
  'unstar',
  'label',
  'unlabel',
  'delete',
  'restore',
  'purge',
] as const;
export type MailBulkAction = (typeof MAIL_BULK_ACTIONS)[number];

/** POST /api/mail/bulk: every id must be one of the caller's messages, or nothing changes (404). */
export const mailBulkSchema = z
  .object({
    ids: z.array(uuidSchema).min(1).max(MAIL_BULK_MAX),
    action: z.enum(MAIL_BULK_ACTIONS),
    labelId: uuidSchema.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if ((b.action === 'label' || b.action === 'unlabel') && !b.labelId) {
      ctx.addIssue({
        code: 'custom',
        path: ['labelId'],
        message: 'Choose a label.',
        params: { code: 'required' },
      });
    }
  });
export type MailBulk = z.infer<typeof mailBulkSchema>;
/** How many of the caller's messages the action changed. */
export const mailBulkResultSchema = z.object({ changed: z.number().int() });

const labelName = z
  .string()
  .trim()
  .min(1, 'Give the label a name.')
  .max(MAIL_LABEL_NAME_MAX, `At most ${MAIL_LABEL_NAME_MAX} characters.`);
const labelColor = z.string().regex(MAIL_LABEL_COLOR_PATTERN, 'A colour is #rrggbb.');

/** A new label of the caller's; a name they already have (system ones included) is `name` `invalid`. */
export const mailLabelCreateSchema = z.object({ name: labelName, color: labelColor }).strict();
export const mailLabelUpdateSchema = z
  .object({ name: labelName.optional(), color: labelColor.optional() })
  .strict();
export const mailLabelListSchema = z.object({ items: z.array(mailLabelSchema) });

/** GET /api/mail/recipients?q=: active members by name (and by e-mail where the caller may see it). */
export const mailRecipientQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
export const mailRecipientListSchema = z.object({ items: z.array(mailPersonSchema) });

/** POST /api/mail/attachments?name=…: the raw bytes as the body; the name (any language) in the query. */
export const mailAttachmentQuerySchema = z.object({ name: z.string().max(255).default('file') });
