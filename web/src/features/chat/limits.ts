// The chat's limits, as contracts/src/chat.ts states them. Copied rather than imported: that module builds its
// zod schemas when loaded, which would put zod (~100 KB gzip) into the chat's chunk. limits.test.ts keeps the
// two equal. (A zod-free contracts/src/chat-rules.ts, like catalog-rules.ts, would let this file go.)

export const CHAT_TEXT_MAX = 4000;
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_GROUP_NAME_MAX = 80;
export const CHAT_GROUP_MAX_MEMBERS = 50;
export const CHAT_PAGE_SIZE = 30;
export const CHAT_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
