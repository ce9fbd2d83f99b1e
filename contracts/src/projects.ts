import { z } from 'zod';
import { pageOf, pageQueryShape, queryInt, uidSchema, uuidSchema } from './api.ts';
import { CHAT_IMAGE_TYPES } from './chat.ts';

// Projects and their scrumboards. A project is seen by its members only: every route answers 404 for a project,
// column, card, comment, checklist item or attachment of a project the caller is not a member of, whether or not
// it exists. Among the members, the owner and workspace administrators manage the project (its members, its owner,
// deleting it): 403 for the others. Every member edits the rest (details, columns, cards).
//
// Order: columns and cards carry `position`, a fractional index (a short string). Order is (position, id) compared
// code unit by code unit (`comparePositions` in @atrium/contracts/ordering), never by locale. A move names the
// neighbours it should land between (afterId/beforeId); the server computes the key from its CURRENT order, so
// concurrent moves converge, and answers with what it stored.
//
// Routes (every one `access: 'member'`):
//   GET    /api/projects?q&sort&page&pageSize          → ProjectPage (the caller's projects)
//   POST   /api/projects            ProjectCreate       → 201 Project (the caller owns it; the default columns)
//   GET    /api/projects/:id                            → Project
//   PATCH  /api/projects/:id        ProjectUpdate       → Project (memberUids/ownerUid: owner or admin, else 403)
//   DELETE /api/projects/:id                            → 204 (owner or admin, else 403)
//   GET    /api/projects/:id/board                      → Board (each column with its first BOARD_FIRST_CARDS)
//   POST   /api/projects/:id/columns  ColumnCreate      → 201 BoardColumn
//   PATCH  /api/columns/:id         ColumnUpdate        → BoardColumn (a renamed default column loses defaultKey)
//   POST   /api/columns/:id/move    PositionMove        → Placement
//   DELETE /api/columns/:id?cards=move&to=<columnId> | ?cards=delete → 204 (409 for the board's last column)
//   GET    /api/columns/:id/cards?after&limit           → CardPage (the cards after `after`, in order)
//   POST   /api/columns/:id/cards   CardCreate          → 201 CardSummary
//   GET    /api/cards/:id                               → CardDetail
//   PATCH  /api/cards/:id           CardUpdate          → CardDetail
//   DELETE /api/cards/:id                               → 204
//   POST   /api/cards/:id/move      CardMove            → Placement (a column of another project: 400)
//   POST   /api/cards/:id/checklist ChecklistItemCreate → 201 ChecklistItem
//   PATCH  /api/checklist-items/:id ChecklistItemUpdate → ChecklistItem
//   DELETE /api/checklist-items/:id                     → 204
//   POST   /api/cards/:id/comments  CommentInput        → 201 CardComment
//   PATCH  /api/comments/:id        CommentInput        → CardComment (the author's own, else 403)
//   DELETE /api/comments/:id                            → 204 (the author's own, else 403)
//   POST   /api/cards/:id/attachments  raw bytes, name in x-file-name (URI-encoded) → 201 CardAttachment
//                                                        (413 over 10 MB, 415 programs or an image name on
//                                                        something else)
//   DELETE /api/card-attachments/:id                    → 204
// Attachment bytes: GET /media/cards/:id?exp&sig (the `url` of a CardAttachment; no token, expires in 1-2 days).
// Realtime: 'board.changed' for every change of a board and 'project.changed' for a project's details, members or
// deletion, to the project's members (contracts/src/realtime.ts). Notifications: 'project.added' when added to a
// project, 'card.assigned' when assigned to a card.

/** A project's name, category and description, in characters. */
export const PROJECT_NAME_MAX = 120;
export const PROJECT_CATEGORY_MAX = 60;
export const PROJECT_DESCRIPTION_MAX = 2000;
/** Members of one project, the owner included. */
export const PROJECT_MEMBERS_MAX = 50;
/** A colour (cover, label): `#rrggbb`. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** Cover colours the web offers (any `#rrggbb` is accepted). */
export const PROJECT_COVER_COLORS = [
  '#3e82f7',
  '#04d182',
  '#fa8c16',
  '#de4436',
  '#a461d8',
  '#17bcff',
  '#ffc542',
  '#1a3353',
] as const;

/** Columns of one board, and a column's name in characters. */
export const BOARD_COLUMNS_MAX = 20;
export const BOARD_COLUMN_NAME_MAX = 60;
/**
 * The columns a new board starts with, in order. Each carries its key (`defaultKey`) while its name is the one
 * given here, so the web shows it in the reader's language; a renamed column shows its own name.
 */
export const BOARD_DEFAULT_COLUMNS = ['to_be_processed', 'processing', 'submitted', 'completed'] as const;
export type BoardDefaultColumn = (typeof BOARD_DEFAULT_COLUMNS)[number];
/** The English names stored for the default columns. */
export const BOARD_DEFAULT_COLUMN_NAMES: Record<BoardDefaultColumn, string> = {
  to_be_processed: 'To be processed',
  processing: 'Processing',
  submitted: 'Submitted',
  completed: 'Completed',
};
/** Cards of each column in GET /api/projects/:id/board (the first screen); more with GET /api/columns/:id/cards. */
export const BOARD_FIRST_CARDS = 50;
/** The largest page of GET /api/columns/:id/cards. */
export const BOARD_CARDS_PAGE_MAX = 200;
/** Cards of one board. */
export const BOARD_CARDS_MAX = 20_000;

/** A card's title and description (plain text, shown as text, never as HTML), in characters. */
export const CARD_TITLE_MAX = 200;
export const CARD_DESCRIPTION_MAX = 10_000;
/** Members assigned to one card (project members only). */
export const CARD_ASSIGNEES_MAX = 20;
/** A card's labels, by stable key (the web translates them): Task, Bug, Live issue, Low priority. */
export const CARD_LABELS = ['task', 'bug', 'live_issue', 'low_priority'] as const;
export type CardLabel = (typeof CARD_LABELS)[number];
/** Checklist items of one card, and an item's text in characters. */
export const CHECKLIST_ITEMS_MAX = 100;
export const CHECKLIST_ITEM_MAX = 300;
/** A comment's text in characters, and how many comments a card keeps. */
export const CARD_COMMENT_MAX = 4000;
export const CARD_COMMENTS_MAX = 1000;
/** CardDetail shows the newest comments and activity entries up to these counts. */
export const CARD_COMMENTS_SHOWN = 200;
export const CARD_ACTIVITY_SHOWN = 50;
/** The largest attachment, and how many attachments one card may carry. */
export const CARD_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CARD_ATTACHMENTS_MAX = 30;
/** Attachment types shown as images (and usable as a card's cover), judged by content on the server. */
export const CARD_IMAGE_TYPES = CHAT_IMAGE_TYPES;

/** A member as projects, cards and events show them. */
export const memberRefSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type MemberRef = z.infer<typeof memberRefSchema>;

/** A calendar date, `YYYY-MM-DD`. */
export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
export const calendarDateSchema = z
  .string()
  .regex(CALENDAR_DATE_PATTERN, 'Enter a date as YYYY-MM-DD.')
  .refine(isRealDate, { message: 'There is no such date.', params: { code: 'format', format: 'date' } });

const colorSchema = z.string().regex(HEX_COLOR_PATTERN, 'A colour is #rrggbb.');

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  /** `#rrggbb`. */
  coverColor: z.string(),
  /** YYYY-MM-DD, or null: no due date. */
  dueDate: z.string().nullable(),
  /** Whole days from today (UTC) to the due date: negative once it is past; null without a due date. */
  daysLeft: z.number().int().nullable(),
  /** Null once the owner's account is gone (administrators among the members manage it then). */
  owner: memberRefSchema.nullable(),
  /** Every member, the owner included, in the order they joined. */
  members: z.array(memberRefSchema),
  /** Cards on the board, and those in its last column (done). */
  tasks: z.object({ done: z.number().int(), total: z.number().int() }),
  /** done / total as a whole percentage (0 without cards). */
  progress: z.number().int(),
  /** Attachments on the project's cards. */
  attachments: z.number().int(),
  /** The caller may change the members and the owner, and delete the project (owner or administrator). */
  canManage: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const PROJECT_SORTS = ['updated', 'name', 'due'] as const;
/** GET /api/projects: `q` in the name or category; `updated` newest first, `name` A–Z, `due` soonest first. */
export const projectListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(PROJECT_SORTS).default('updated'),
  ...pageQueryShape,
  pageSize: queryInt(1, 100).default(24),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;
export const projectPageSchema = pageOf(projectSchema);
export type ProjectPage = z.infer<typeof projectPageSchema>;

const projectFields = {
  name: z.string().trim().min(1).max(PROJECT_NAME_MAX),
  category: z.string().trim().max(PROJECT_CATEGORY_MAX),
  description: z.string().max(PROJECT_DESCRIPTION_MAX),
  coverColor: colorSchema,
  dueDate: calendarDateSchema.nullable(),
};

/** POST /api/projects. The caller becomes the owner and a member whether listed or not. */
export const projectCreateSchema = z
  .object({
    ...projectFields,
    category: projectFields.category.default(''),
    description: projectFields.description.default(''),
    coverColor: colorSchema.default(PROJECT_COVER_COLORS[0]),
    dueDate: projectFields.dueDate.default(null),
    /** Active members of the workspace (400 `invalid` for anyone else). */
    memberUids: z
      .array(uidSchema)
      .max(PROJECT_MEMBERS_MAX - 1)
      .default([]),
  })
  .strict();
export type ProjectCreate = z.input<typeof projectCreateSchema>;

/**
 * PATCH /api/projects/:id: only the fields sent change. `memberUids` replaces the member list (the owner stays in
 * it) and `ownerUid` hands the project to another member: both for the owner or an administrator only (403).
 * A member taken off the project is taken off its cards too.
 */
export const projectUpdateSchema = z
  .object({
    ...projectFields,
    memberUids: z.array(uidSchema).max(PROJECT_MEMBERS_MAX),
    ownerUid: uidSchema,
  })
  .partial()
  .strict();
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

export const projectParamsSchema = z.object({ id: uuidSchema });
export const boardItemParamsSchema = z.object({ id: uuidSchema });

export const cardAttachmentSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  name: z.string(),
  /** The type found in the bytes (not the one the uploader declared). */
  type: z.string(),
  size: z.number().int(),
  /** One of CARD_IMAGE_TYPES: shown inline, may be the card's cover. */
  image: z.boolean(),
  /** A signed, expiring same-origin address of the bytes (no token needed: an <img src> cannot send one). */
  url: z.string(),
  uploader: memberRefSchema.nullable(),
  createdAt: z.string(),
});
export type CardAttachment = z.infer<typeof cardAttachmentSchema>;

/** A card as the board shows it. */
export const cardSummarySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  columnId: z.string(),
  /** The card's order key in its column (see the ordering note at the top). */
  position: z.string(),
  title: z.string(),
  labels: z.array(z.enum(CARD_LABELS)),
  /** YYYY-MM-DD, or null. */
  dueDate: z.string().nullable(),
  assignees: z.array(memberRefSchema),
  /** The cover image's signed address, or null. */
  coverUrl: z.string().nullable(),
  checklist: z.object({ done: z.number().int(), total: z.number().int() }),
  comments: z.number().int(),
  attachments: z.number().int(),
  updatedAt: z.string(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const boardColumnSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  /** As stored: the default English name while `defaultKey` is set (show the translation of the key then). */
  name: z.string(),
  defaultKey: z.enum(BOARD_DEFAULT_COLUMNS).nullable(),
  position: z.string(),
  /** All the column's cards (those in the last column count as done). */
  cardCount: z.number().int(),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

/** GET /api/projects/:id/board: columns in order, each with its first cards in order. */
export const boardSchema = z.object({
  project: projectSchema,
  columns: z.array(
    boardColumnSchema.extend({
      /** The first BOARD_FIRST_CARDS cards; `hasMore`: fetch the rest with GET /api/columns/:id/cards?after=. */
      cards: z.array(cardSummarySchema),
      hasMore: z.boolean(),
    }),
  ),
});
export type Board = z.infer<typeof boardSchema>;

/** GET /api/columns/:id/cards: the cards after the card `after` (from the start without it), in order. */
export const cardPageQuerySchema = z.object({
  after: uuidSchema.optional(),
  limit: queryInt(1, BOARD_CARDS_PAGE_MAX).default(BOARD_FIRST_CARDS),
});
export const cardPageSchema = z.object({ items: z.array(cardSummarySchema), hasMore: z.boolean() });
export type CardPage = z.infer<typeof cardPageSchema>;

/**
 * Where a column or card goes: just after `afterId` and just before `beforeId`, the ids of its new neighbours
 * (`afterId: null`: first; `beforeId: null`: last). The server reads the neighbours' keys as they are NOW: it trusts
 * `afterId` first (the item then goes right after it, before whatever follows it now), then `beforeId`; a neighbour
 * that has moved elsewhere meanwhile is passed over; with neither, the item goes to the end.
 */
const neighbours = {
  afterId: uuidSchema.nullable().optional(),
  beforeId: uuidSchema.nullable().optional(),
};
export const positionMoveSchema = z.object(neighbours).strict();
export type PositionMove = z.infer<typeof positionMoveSchema>;

/** POST /api/cards/:id/move: into `columnId` (a column of the same project, else 400), between its neighbours. */
export const cardMoveSchema = z.object({ columnId: uuidSchema, ...neighbours }).strict();
export type CardMove = z.infer<typeof cardMoveSchema>;

/**
 * What a move stored: the item's column (cards) and key. `rebalanced`: the column's keys had grown long and all of
 * them were renewed in this move: reload the column (or board) instead of applying the one key.
 */
export const placementSchema = z.object({
  id: z.string(),
  columnId: z.string().nullable(),
  position: z.string(),
  rebalanced: z.boolean(),
});
export type Placement = z.infer<typeof placementSchema>;

const columnName = z.string().trim().min(1).max(BOARD_COLUMN_NAME_MAX);
/** POST /api/projects/:id/columns: at the end unless neighbours are given. */
export const columnCreateSchema = z.object({ name: columnName, ...neighbours }).strict();
export type ColumnCreate = z.infer<typeof columnCreateSchema>;
export const columnUpdateSchema = z.object({ name: columnName }).strict();
export type ColumnUpdate = z.infer<typeof columnUpdateSchema>;

/**
 * DELETE /api/columns/:id: `cards=move` moves its cards to the end of column `to` (same project, in their order),
 * `cards=delete` deletes them with the column.
 */
export const columnDeleteQuerySchema = z
  .object({ cards: z.enum(['move', 'delete']), to: uuidSchema.optional() })
  .refine((q) => q.cards === 'delete' || q.to !== undefined, {
    message: 'Say which column the cards go to.',
    path: ['to'],
    params: { code: 'required' },
  });
export type ColumnDeleteQuery = z.infer<typeof columnDeleteQuerySchema>;

/** POST /api/columns/:id/cards: at the end of the column unless neighbours are given. */
export const cardCreateSchema = z
  .object({
    title: z.string().trim().min(1).max(CARD_TITLE_MAX),
    ...neighbours,
  })
  .strict();
export type CardCreate = z.infer<typeof cardCreateSchema>;

/**
 * PATCH /api/cards/:id: only the fields sent change. Assignees must be project members (400 `invalid`); the cover
 * is one of the card's image attachments, or null.
 */
export const cardUpdateSchema = z
  .object({
    title: z.string().trim().min(1).max(CARD_TITLE_MAX),
    description: z.string().max(CARD_DESCRIPTION_MAX),
    dueDate: calendarDateSchema.nullable(),
    labels: z.array(z.enum(CARD_LABELS)).max(CARD_LABELS.length),
    assigneeUids: z.array(uidSchema).max(CARD_ASSIGNEES_MAX),
    coverAttachmentId: uuidSchema.nullable(),
  })
  .partial()
  .strict();
export type CardUpdate = z.infer<typeof cardUpdateSchema>;

export const checklistItemSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  text: z.string(),
  done: z.boolean(),
  createdAt: z.string(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;
const checklistText = z.string().trim().min(1).max(CHECKLIST_ITEM_MAX);
export const checklistItemCreateSchema = z.object({ text: checklistText }).strict();
export const checklistItemUpdateSchema = z
  .object({ text: checklistText, done: z.boolean() })
  .partial()
  .strict();
export type ChecklistItemUpdate = z.infer<typeof checklistItemUpdateSchema>;

export const cardCommentSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  /** Null once the author's account is gone. */
  author: memberRefSchema.nullable(),
  text: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type CardComment = z.infer<typeof cardCommentSchema>;
/** A comment's text: not empty once trimmed (kept as typed). */
export const commentInputSchema = z
  .object({
    text: z
      .string()
      .max(CARD_COMMENT_MAX)
      .refine((s) => s.trim().length > 0, { message: 'Write a comment.', params: { code: 'required' } }),
  })
  .strict();

/**
 * What the activity log records, each with its `data` (all strings): created {}, renamed {from, to}, moved
 * {from, to} (column names), described {}, due {date} ('' when cleared), labels {labels} (comma-separated keys),
 * assigned {uid, name}, unassigned {uid, name}, checklist_added {text}, checklist_done {text},
 * checklist_undone {text}, commented {}, attached {name}, detached {name}, cover {name} ('' when removed).
 */
export const CARD_ACTIVITY_KINDS = [
  'created',
  'renamed',
  'moved',
  'described',
  'due',
  'labels',
  'assigned',
  'unassigned',
  'checklist_added',
  'checklist_done',
  'checklist_undone',
  'commented',
  'attached',
  'detached',
  'cover',
] as const;
export type CardActivityKind = (typeof CARD_ACTIVITY_KINDS)[number];
export const cardActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(CARD_ACTIVITY_KINDS),
  /** Who did it; null once their account is gone. */
  actor: memberRefSchema.nullable(),
  data: z.record(z.string(), z.string()),
  at: z.string(),
});
export type CardActivity = z.infer<typeof cardActivitySchema>;

/** GET /api/cards/:id: everything the card detail shows. */
export const cardDetailSchema = cardSummarySchema.extend({
  description: z.string(),
  /** The column's name and default key, for the detail's "in column" line. */
  column: z.object({
    id: z.string(),
    name: z.string(),
    defaultKey: z.enum(BOARD_DEFAULT_COLUMNS).nullable(),
  }),
  coverAttachmentId: z.string().nullable(),
  checklistItems: z.array(checklistItemSchema),
  attachmentList: z.array(cardAttachmentSchema),
  /** The newest CARD_COMMENTS_SHOWN, oldest first. */
  commentList: z.array(cardCommentSchema),
  /** The newest CARD_ACTIVITY_SHOWN entries, newest first. */
  activity: z.array(cardActivitySchema),
  createdBy: memberRefSchema.nullable(),
  createdAt: z.string(),
});
export type CardDetail = z.infer<typeof cardDetailSchema>;

/**
 * One change of a board, as 'board.changed' carries it (with its projectId) so an open board applies it without a
 * reload. Cards and columns are sorted by (position, id) after applying. `column.deleted`: cards moved to
 * `movedTo` come at its end; reload that column's cards.
 */
export type BoardChange =
  | { type: 'card.created'; card: CardSummary }
  | { type: 'card.updated'; card: CardSummary }
  | { type: 'card.moved'; cardId: string; fromColumnId: string; columnId: string; position: string }
  | { type: 'card.deleted'; cardId: string; columnId: string }
  | { type: 'column.created'; column: BoardColumn }
  | { type: 'column.updated'; column: BoardColumn }
  | { type: 'column.moved'; columnId: string; position: string }
  | { type: 'column.deleted'; columnId: string; movedTo: string | null }
  /** Many keys were renewed at once (a rebalanced column, cards moved in bulk): reload the board. */
  | { type: 'board.reload' };
