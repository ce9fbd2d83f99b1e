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
  /** Invited to an event; data: { eventId, title, start } (start: an ISO instant, or a date for all-day events). */
  'event.invited',
  /** An event one attends changed (time, place, repeat…); data: { eventId, title }. */
  'event.changed',
  /** An event one attended was deleted, or one was taken off it; data: { title }. */
  'event.cancelled',
  /** Added to a project; data: { projectId, project } (its name). */
  'project.added',
  /** Assigned to a card; data: { projectId, cardId, title, project }. */
  'card.assigned',
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
