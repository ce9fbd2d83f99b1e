import { z } from 'zod';
import { uuidSchema } from './api.ts';
import {
  CARD_BRANDS,
  luhnValid,
  NOTIFICATION_PREFERENCES,
  type NotificationPreference,
} from './card-rules.ts';

export * from './card-rules.ts';

export const notificationPreferencesSchema = z
  .object(
    Object.fromEntries(NOTIFICATION_PREFERENCES.map((k) => [k, z.boolean()])) as Record<
      NotificationPreference,
      z.ZodBoolean
    >,
  )
  .strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema.partial().strict();

/** The card as stored and shown: never the full number, never the CVV. */
export const cardSchema = z.object({
  id: z.string(),
  holder: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  createdAt: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

/** POST /api/me/cards: validated in full, then reduced to `Card` before anything is stored or logged. */
export const newCardSchema = z
  .object({
    holder: z.string().trim().min(2).max(80),
    number: z
      .string()
      .max(40)
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number.'))
      .refine(luhnValid, { message: 'This card number is not valid.', params: { code: 'card_number' } }),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    cvv: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.'),
  })
  .strict()
  .superRefine((card, ctx) => {
    const now = new Date();
    const expired =
      card.expYear < now.getFullYear() ||
      (card.expYear === now.getFullYear() && card.expMonth < now.getMonth() + 1);
    if (expired)
      ctx.addIssue({
        code: 'custom',
        path: ['expYear'],
        message: 'This card has expired.',
        params: { code: 'card_expired' },
      });
  });
export type NewCard = z.input<typeof newCardSchema>;

export const cardParamsSchema = z.object({ id: uuidSchema });
