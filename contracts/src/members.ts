import { z } from 'zod';
import { pageOf, pageQueryShape, SORT_ORDERS, uidSchema } from './api.ts';
import {
  MEMBER_STATUSES,
  PHONE_PATTERN,
  PROFILE_LIMITS,
  ROLES,
  USERNAME_PATTERN,
  YEAR_MONTH_PATTERN,
} from './profile-rules.ts';

export * from './profile-rules.ts';

/** A position in the profile's Experiences card; `to` is null while it lasts. */
export const experienceSchema = z.object({
  title: z.string(),
  company: z.string(),
  /** `YYYY-MM` */
  from: z.string(),
  to: z.string().nullable(),
});
export type Experience = z.infer<typeof experienceSchema>;

/** What every member sees of another: no contact or personal fields, the e-mail only if its owner shows it. */
export const publicMemberSchema = z.object({
  uid: z.string(),
  /** null when the member hides it (and the caller is neither them nor an administrator). */
  email: z.string().nullable(),
  displayName: z.string(),
  username: z.string().nullable(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  /** Same-origin URL of the stored avatar (versioned, cacheable), or null. */
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(MEMBER_STATUSES),
  experiences: z.array(experienceSchema),
  interests: z.array(z.string()),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type PublicMember = z.infer<typeof publicMemberSchema>;

const privateShape = {
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postCode: z.string().nullable(),
  birthDate: z.string().nullable(),
  /** Whether other members see the e-mail. */
  emailVisible: z.boolean(),
};

/** The whole profile: for the member themselves (GET /api/me) and for administrators. */
export const memberSchema = publicMemberSchema.extend(privateShape);
export type Member = z.infer<typeof memberSchema>;

/** A member as another member's request sees them: the private fields only when the caller may see them. */
export const memberViewSchema = publicMemberSchema.extend(z.object(privateShape).partial().shape);
export type MemberView = z.infer<typeof memberViewSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

const yearMonth = z.string().regex(YEAR_MONTH_PATTERN, 'Enter a month as YYYY-MM.');
const experienceInputSchema = z
  .object({
    title: z.string().trim().min(1).max(PROFILE_LIMITS.title),
    company: z.string().trim().min(1).max(PROFILE_LIMITS.company),
    from: yearMonth,
    to: yearMonth.nullable(),
  })
  .strict()
  .refine((e) => e.to === null || e.to >= e.from, {
    message: 'The end comes before the start.',
    path: ['to'],
    params: { code: 'before_start' },
  });

/** Interests as tags: trimmed, each once whatever its case (the first spelling is kept). */
const interestsSchema = z
  .array(z.string().trim().min(1).max(PROFILE_LIMITS.interest))
  .max(PROFILE_LIMITS.interests)
  .transform((tags) =>
    tags.filter((tag, i) => tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i),
  );

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
      .refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), {
        message: 'Enter a date in the past.',
        params: { code: 'past_date' },
      })
      .nullable(),
    emailVisible: z.boolean(),
    experiences: z.array(experienceInputSchema).max(PROFILE_LIMITS.experiences),
    interests: interestsSchema,
  })
  .partial()
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const MEMBER_SORTS = ['name', 'email', 'role', 'status', 'lastSeenAt', 'createdAt'] as const;

export const memberListQuerySchema = z.object({
  ...pageQueryShape,
  sort: z.enum(MEMBER_SORTS).default('name'),
  order: z.enum(SORT_ORDERS).default('asc'),
  q: z.string().trim().max(100).optional(),
});
/** As the web sends it (numbers are written into the query string). */
export type MemberListQuery = Partial<z.output<typeof memberListQuerySchema>>;
export type MemberListQueryParsed = z.output<typeof memberListQuerySchema>;

export const memberListSchema = pageOf(memberViewSchema);
export type MemberList = z.infer<typeof memberListSchema>;

/** PATCH /api/members/:uid (admins): change a member's role or block/unblock. */
export const memberAdminUpdateSchema = z
  .object({ role: z.enum(ROLES), status: z.enum(MEMBER_STATUSES) })
  .partial()
  .strict()
  .refine((v) => v.role !== undefined || v.status !== undefined, {
    message: 'Give a role or a status.',
    params: { code: 'required' },
  });
export type MemberAdminUpdate = z.infer<typeof memberAdminUpdateSchema>;

export const memberParamsSchema = z.object({ uid: uidSchema });

/** GET /api/members/groups: how many members hold each role, with a few of them to show. */
export const memberGroupsSchema = z.object({
  total: z.number().int(),
  groups: z.array(
    z.object({ role: z.enum(ROLES), count: z.number().int(), sample: z.array(publicMemberSchema) }),
  ),
});
export type MemberGroups = z.infer<typeof memberGroupsSchema>;

/** GET/PUT/DELETE /api/members/:uid/follow: who follows the member, whom they follow, and whether the caller does. */
export const followStatsSchema = z.object({
  followers: z.number().int(),
  following: z.number().int(),
  followedByMe: z.boolean(),
});
export type FollowStats = z.infer<typeof followStatsSchema>;
