// The projects contract's limits and keys (contracts/src/projects.ts), copied rather than imported: that module
// builds its zod schemas when loaded, which would put zod into the project screens' chunks. limits.test.ts keeps
// the two equal.

export const PROJECT_NAME_MAX = 120;
export const PROJECT_CATEGORY_MAX = 60;
export const PROJECT_DESCRIPTION_MAX = 2000;
export const PROJECT_MEMBERS_MAX = 50;
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

export const BOARD_COLUMNS_MAX = 20;
export const BOARD_COLUMN_NAME_MAX = 60;
export const BOARD_DEFAULT_COLUMNS = ['to_be_processed', 'processing', 'submitted', 'completed'] as const;
/** The English names stored for the default columns (the activity log names columns as they were called). */
export const BOARD_DEFAULT_COLUMN_NAMES = {
  to_be_processed: 'To be processed',
  processing: 'Processing',
  submitted: 'Submitted',
  completed: 'Completed',
} as const;
export const BOARD_FIRST_CARDS = 50;
export const BOARD_CARDS_PAGE_MAX = 200;

export const CARD_TITLE_MAX = 200;
export const CARD_DESCRIPTION_MAX = 10_000;
export const CARD_ASSIGNEES_MAX = 20;
export const CARD_LABELS = ['task', 'bug', 'live_issue', 'low_priority'] as const;
export const CHECKLIST_ITEMS_MAX = 100;
export const CHECKLIST_ITEM_MAX = 300;
export const CARD_COMMENT_MAX = 4000;
export const CARD_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CARD_ATTACHMENTS_MAX = 30;
export const CARD_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * Names the server refuses as programs whatever their bytes (server/src/http/uploads.ts): said before a byte is
 * sent. Programs named otherwise are judged by their bytes there, and the 415 is shown.
 */
export const PROGRAM_NAMES = /\.(exe|msi|msp|msm|com|scr|bat|cmd|ps1|vbs|vbe|wsf|cpl|dll|apk|jar)$/i;
