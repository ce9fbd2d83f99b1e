// Plain rules (no zod) shared by the Billing and Notification forms and the API's schemas.

export const NOTIFICATION_PREFERENCES = [
  'mentions',
  'follows',
  'comments',
  'emailNotifications',
  'newProducts',
  'groupInvitations',
  'tasks',
] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The Luhn checksum every payment card number satisfies. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'other';
}
