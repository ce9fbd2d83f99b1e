import { z } from 'zod';
import { queryInt } from './api.ts';

export const NOTIFICATION_KINDS = [
  'member.joined',
  'member.welcome',
  'role.changed',
  'order.placed',
  'order.changed',
  'member.followed',
  /** Mail from another member; data: { messageId, threadId, subject }. */
  'mail.received',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Who caused it (the member who joined, the admin who changed a role), if anyone. */
  actor: z.object({ uid: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  /** Kind-specific values for the message, e.g. { role: 'admin' }. */
  data: z.record(z.string(), z.string()),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: queryInt(1, 100).default(20),
});

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
