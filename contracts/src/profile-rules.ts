// Plain constants (no zod) shared by the people screens' forms and the API's schemas.
export { ROLES, type Role } from './access.ts';

export const MEMBER_STATUSES = ['active', 'blocked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Limits shared by the Edit Profile form and the API. */
export const PROFILE_LIMITS = {
  displayName: 80,
  username: 30,
  title: 80,
  bio: 500,
  phone: 30,
  website: 200,
  address: 200,
  city: 80,
  postCode: 20,
  company: 80,
  /** Entries in the profile's Experiences card. */
  experiences: 10,
  /** Tags in the Interests card, and the length of one. */
  interests: 15,
  interest: 30,
} as const;
/** A month of an experience, as `YYYY-MM`. */
export const YEAR_MONTH_PATTERN = /^(19|20)\d\d-(0[1-9]|1[0-2])$/;
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]{3,30}$/;
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{5,30}$/;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * Fields only the member themselves and administrators see; everyone else gets the public profile. The e-mail
 * is public unless the member hides it (`emailVisible: false`).
 */
export const PRIVATE_MEMBER_FIELDS = ['phone', 'address', 'city', 'postCode', 'birthDate'] as const;
