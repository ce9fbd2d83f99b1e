import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../../../config/app-config';
import { renderSetting, stubApi } from './testing';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('setting screen', { timeout: 20_000 }, () => {
  it('sends an unknown section to Edit Profile', async () => {
    stubApi({ 'GET /api/me': () => ({ status: 503, body: { error: 'later' } }) });
    const { router } = renderSetting('/app/pages/setting/nope');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/pages/setting/edit-profile'));
    expect(await screen.findByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('switches section from the menu', async () => {
    stubApi({ 'GET /api/me/cards': () => ({ body: [] }), 'GET /api/me': () => ({ status: 503 }) });
    const { router } = renderSetting('/app/pages/setting/edit-profile');
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Billing' }));
    expect(router.state.location.pathname).toBe('/app/pages/setting/billing');
    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeInTheDocument();
  });
});

describe('settings translations', () => {
  const dir = path.resolve(__dirname, '../../../../../public/locales');
  const load = (lng: string) => JSON.parse(readFileSync(path.join(dir, lng, 'settings.json'), 'utf8'));
  const flatten = (value: unknown, prefix = ''): [string, string][] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => flatten(v, `${prefix}${k}.`))
      : [[prefix.slice(0, -1), String(value)]];
  const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();
  const en = new Map(flatten(load('en')));

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English key and the same placeholders', (lng) => {
    const other = new Map(flatten(load(lng)));
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en)
      expect(placeholders(other.get(key) ?? ''), `${lng}: ${key}`).toBe(placeholders(text));
  });
});
