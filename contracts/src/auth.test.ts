import { describe, expect, it } from 'vitest';
import { credentialsSchema, EMAIL_PATTERN, emailSchema } from './auth.ts';

describe('auth contract', () => {
  it('requires a valid e-mail and a 6-character password', () => {
    expect(credentialsSchema.safeParse({ email: 'a@b.co', password: 'secret' }).success).toBe(true);
    expect(credentialsSchema.safeParse({ email: 'a@b.co', password: '12345' }).success).toBe(false);
    expect(credentialsSchema.safeParse({ email: 'nope', password: 'secret' }).success).toBe(false);
  });

  it.each([
    'ana@example.com',
    'a.b+c@sub.example.org',
    'x_y@d-e.io',
    'nope',
    'a@b',
    '@b.co',
    'a..b@c.co',
    'a b@c.co',
  ])('the form pattern agrees with zod on %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(emailSchema.safeParse(email).success);
  });
});
