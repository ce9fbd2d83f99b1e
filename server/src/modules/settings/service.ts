import {
  type Card,
  cardBrandOf,
  NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '@atrium/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cards, members } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

const DEFAULT_PREFERENCES = Object.fromEntries(
  NOTIFICATION_PREFERENCES.map((k) => [k, k !== 'emailNotifications']),
) as NotificationPreferences;

const toCard = (row: typeof cards.$inferSelect): Card => ({
  id: row.id,
  holder: row.holder,
  brand: row.brand as Card['brand'],
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** A member's own settings: every query is filtered by the caller's uid. */
export function settingsService({ db }: Database) {
  return {
    async preferences(uid: string): Promise<NotificationPreferences> {
      const [row] = await db.select({ p: members.preferences }).from(members).where(eq(members.uid, uid));
      return { ...DEFAULT_PREFERENCES, ...(row?.p ?? {}) };
    },

    async updatePreferences(uid: string, changes: Partial<NotificationPreferences>) {
      await db
        .update(members)
        .set({ preferences: sql`${members.preferences} || ${JSON.stringify(changes)}::jsonb` })
        .where(eq(members.uid, uid));
      return this.preferences(uid);
    },

    async cards(uid: string): Promise<Card[]> {
      const rows = await db.select().from(cards).where(eq(cards.uid, uid)).orderBy(asc(cards.createdAt));
      return rows.map(toCard);
    },

    /** Keeps only what may be kept: holder, brand, last four digits and expiry. */
    async addCard(uid: string, card: { holder: string; number: string; expMonth: number; expYear: number }) {
      const [row] = await db
        .insert(cards)
        .values({
          uid,
          holder: card.holder,
          brand: cardBrandOf(card.number),
          last4: card.number.slice(-4),
          expMonth: card.expMonth,
          expYear: card.expYear,
        })
        .returning();
      return toCard(row as typeof cards.$inferSelect);
    },

    async removeCard(uid: string, id: string) {
      // `id` is a UUID (the route's schema); another member's card is as absent as a missing one.
      const deleted = await db
        .delete(cards)
        .where(and(eq(cards.id, id), eq(cards.uid, uid)))
        .returning({ id: cards.id });
      if (!deleted.length) throw notFound('There is no such card.');
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
