import {
  cardParamsSchema,
  cardSchema,
  newCardSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../http/route-catalog.ts';
import type { SettingsService } from './service.ts';

/** The caller's own settings: every query filters by their uid. */
export async function settingsRoutes(app: FastifyInstance, { settings }: { settings: SettingsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  r.get(
    '/me/preferences',
    route({
      access: 'member',
      summary: 'My notification switches',
      tags,
      response: { 200: notificationPreferencesSchema },
    }),
    async (request) => settings.preferences(request.member.uid),
  );

  r.patch(
    '/me/preferences',
    route({
      access: 'member',
      summary: 'Change notification switches',
      tags,
      body: notificationPreferencesUpdateSchema,
      response: { 200: notificationPreferencesSchema },
    }),
    async (request) => settings.updatePreferences(request.member.uid, request.body),
  );

  r.get(
    '/me/cards',
    route({
      access: 'member',
      summary: 'My saved cards (masked)',
      tags,
      response: { 200: z.array(cardSchema) },
    }),
    async (request) => settings.cards(request.member.uid),
  );

  r.post(
    '/me/cards',
    route({
      access: 'member',
      summary: 'Save a card: the number and CVV are checked, then dropped',
      tags,
      body: newCardSchema,
      response: { 201: cardSchema },
    }),
    async (request, reply) => reply.code(201).send(await settings.addCard(request.member.uid, request.body)),
  );

  r.delete(
    '/me/cards/:id',
    route({ access: 'member', summary: 'Remove one of my saved cards', tags, params: cardParamsSchema }),
    async (request, reply) => {
      await settings.removeCard(request.member.uid, request.params.id);
      return reply.code(204).send();
    },
  );
}
