import { describe, expect, it } from 'vitest';
import { authErrorMessage, knownAuthErrorCode } from './errors';

describe('authErrorMessage (spec section 8)', () => {
  it("removes Firebase's prefix", () => {
    expect(authErrorMessage(new Error('Firebase: Error (auth/email-already-in-use).'))).toBe(
      'Error (auth/email-already-in-use).',
    );
  });
  it("uses any exception's message", () => {
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
  it("falls back to 'Error'", () => {
    expect(authErrorMessage(undefined)).toBe('Error');
    expect(authErrorMessage(new Error(''))).toBe('Error');
  });
});

describe('knownAuthErrorCode', () => {
  it.each([
    ['Error (auth/wrong-password).', 'wrong-password'],
    ['Error (auth/user-not-found).', 'user-not-found'],
    ['Error (auth/network-request-failed).', 'network-request-failed'],
    ['Error (auth/requires-recent-login).', 'requires-recent-login'],
  ])('finds the code in %s', (message, code) => {
    expect(knownAuthErrorCode(message)).toBe(code);
  });
  it('returns null for unknown codes and plain texts', () => {
    expect(knownAuthErrorCode('Error (auth/some-new-code).')).toBeNull();
    expect(knownAuthErrorCode('Something else')).toBeNull();
  });
});
