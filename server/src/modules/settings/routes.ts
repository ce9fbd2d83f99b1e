import {
  cardSchema,
  newCardSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../http/errors.ts';
import { describeOperation } from '../../http/openapi.ts';
import type { SettingsService } from './service.ts';

export async function settingsRoutes(app: FastifyInstance, { settings }: { settings: SettingsService }) {
  describeOperation({
    method: 'get',
    path: '/api/me/preferences',
    summary: 'My notification switches',
    tag: 'settings',
    response: notificationPreferencesSchema,
  });
  app.get('/me/preferences', async (request) => settings.preferences(request.member.uid));

  describeOperation({
    method: 'patch',
    path: '/api/me/preferences',
    summary: 'Change notification switches',
    tag: 'settings',
    body: notificationPreferencesUpdateSchema,
    response: notificationPreferencesSchema,
  });
  app.patch('/me/preferences', async (request) =>
    settings.updatePreferences(
      request.member.uid,
      parse(notificationPreferencesUpdateSchema, request.body ?? {}),
    ),
  );

  describeOperation({
    method: 'get',
    path: '/api/me/cards',
    summary: 'My saved cards (masked)',
    tag: 'settings',
    response: z.array(cardSchema),
  });
  app.get('/me/cards', async (request) => settings.cards(request.member.uid));

  describeOperation({
    method: 'post',
    path: '/api/me/cards',
    summary: 'Save a card: the number and CVV are checked, then dropped',
    tag: 'settings',
    body: newCardSchema,
    response: cardSchema,
  });
  app.post('/me/cards', async (request, reply) => {
    const card = parse(newCardSchema, request.body ?? {});
    return reply.code(201).send(await settings.addCard(request.member.uid, card));
  });

  describeOperation({
    method: 'delete',
    path: '/api/me/cards/:id',
    summary: 'Remove a saved card',
    tag: 'settings',
  });
  app.delete<{ Params: { id: string } }>('/me/cards/:id', async (request, reply) => {
    await settings.removeCard(request.member.uid, request.params.id);
    return reply.code(204).send();
  });
}
