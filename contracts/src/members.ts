import { z } from 'zod';
import { pageOf, SORT_ORDERS } from './api.ts';
import { MEMBER_STATUSES, PHONE_PATTERN, PROFILE_LIMITS, ROLES, USERNAME_PATTERN } from './profile-rules.ts';

export * from './profile-rules.ts';

export const memberSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string(),
  username: z.string().nullable(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postCode: z.string().nullable(),
  birthDate: z.string().nullable(),
  /** Same-origin URL of the stored avatar (versioned, cacheable), or null. */
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(MEMBER_STATUSES),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** PATCH /api/me: every field optional; '' clears a field. */
export const profileUpdateSchema = z
  .object({
    displayName: z.string().trim().min(1).max(PROFILE_LIMITS.displayName),
    username: z
      .string()
      .trim()
      .regex(USERNAME_PATTERN, 'Use 3 to 30 letters, digits, dots, dashes or underscores.')
      .or(z.literal('').transform(() => null))
      .nullable(),
    title: optionalText(PROFILE_LIMITS.title),
    bio: optionalText(PROFILE_LIMITS.bio),
    phone: z
      .string()
      .trim()
      .regex(PHONE_PATTERN, 'Enter a phone number.')
      .or(z.literal('').transform(() => null))
      .nullable(),
    website: z
      .url({ protocol: /^https?$/, message: 'Enter a web address starting with http:// or https://.' })
      .max(PROFILE_LIMITS.website)
      .or(z.literal('').transform(() => null))
      .nullable(),
    address: optionalText(PROFILE_LIMITS.address),
    city: optionalText(PROFILE_LIMITS.city),
    postCode: optionalText(PROFILE_LIMITS.postCode),
    birthDate: z.iso
      .date()
      .refine(
        (d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10),
        'Enter a date in the past.',
      )
      .nullable(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const MEMBER_SORTS = ['name', 'email', 'role', 'status', 'lastSeenAt', 'createdAt'] as const;

export const memberListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  sort: z.enum(MEMBER_SORTS).default('name'),
  order: z.enum(SORT_ORDERS).default('asc'),
  q: z.string().trim().max(100).optional(),
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

export const memberListSchema = pageOf(memberSchema);
export type MemberList = z.infer<typeof memberListSchema>;

/** PATCH /api/members/:uid (admins): change a member's role or block/unblock. */
export const memberAdminUpdateSchema = z
  .object({ role: z.enum(ROLES), status: z.enum(MEMBER_STATUSES) })
  .partial()
  .strict()
  .refine((v) => v.role !== undefined || v.status !== undefined, 'Give a role or a status.');
export type MemberAdminUpdate = z.infer<typeof memberAdminUpdateSchema>;
