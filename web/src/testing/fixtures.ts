import type { Member } from '@atrium/contracts';

/** A whole member profile for tests: an active Member with nothing filled in, then `over`. */
export const aMember = (over: Partial<Member> = {}): Member => ({
  uid: 'u1',
  email: 'ana@example.com',
  displayName: 'Ana Lima',
  username: null,
  title: null,
  bio: null,
  website: null,
  experiences: [],
  interests: [],
  avatarUrl: null,
  role: 'member',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSeenAt: null,
  phone: null,
  address: null,
  city: null,
  postCode: null,
  birthDate: null,
  emailVisible: true,
  ...over,
});
