import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BillingPlanState } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../app/connect-api';
import { type Locale, THEME_CONFIG } from '../../config/app-config';
import { i18n } from '../../lib/i18n';
import { aMember } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import Pricing from './pages/pricing';

const localesDir = path.resolve(__dirname, '../../../public/locales');
const ADMINS = [
  { uid: 'a1', displayName: 'Ada Admin' },
  { uid: 'a2', displayName: 'Bo Boss' },
];
const FREE: BillingPlanState = {
  plan: 'free',
  period: 'monthly',
  renewsAt: null,
  changedAt: '2026-01-01T00:00:00.000Z',
  changedBy: null,
  admins: ADMINS,
};

type Call = { method: string; path: string; body: unknown };
type Reply = { status?: number; body: unknown };

/**
 * The API and the translation files at the fetch level: `/api/me` is a member of `role`, `/api/billing/plan`
 * answers from `routes`, and `/locales/<lng>/<ns>.json` is the real file (the language switch loads them).
 */
function stubFetch(role: 'admin' | 'member', routes: Record<string, (call: Call) => Reply>) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, path: pathname, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const locale = /^\/locales\/(\w+\/\w+\.json)$/.exec(pathname)?.[1];
    let reply: Reply = { status: 404, body: { error: 'Not found', code: 'not_found' } };
    if (locale) reply = { body: JSON.parse(readFileSync(path.join(localesDir, locale), 'utf8')) };
    else if (pathname === '/api/me') reply = { body: aMember({ role }) };
    else reply = routes[`${request.method} ${pathname}`]?.(call) ?? reply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

const renderPricing = (locale: Locale = 'en') =>
  renderWithProviders(
    <App>
      <Pricing />
    </App>,
    { route: '/app/pages/pricing', preloadedState: { theme: { ...THEME_CONFIG, locale } } },
  );

const card = (plan: string) => within(screen.getByTestId(`plan-${plan}`));
/** antd's Segmented hides its radio inputs under their labels: click the label, as a person does. */
const pick = async (name: RegExp) =>
  userEvent.click(screen.getByRole('radio', { name }).closest('label') as HTMLElement);

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('pricing', { timeout: 20_000 }, () => {
  it('shows the three plans in US dollars, and a year at the price of ten months once Yearly is picked', async () => {
    stubFetch('admin', { 'GET /api/billing/plan': () => ({ body: FREE }) });
    renderPricing();
    expect(await screen.findByRole('heading', { name: 'Premium', level: 3 })).toBeInTheDocument();
    expect(card('free').getByText('$0')).toBeInTheDocument();
    expect(card('monthly').getByText('$19')).toBeInTheDocument();
    expect(card('premium').getByText('$49')).toBeInTheDocument();
    expect(card('premium').getByText('/ month')).toBeInTheDocument();
    expect(card('premium').getByRole('list', { name: 'What Premium includes' })).toHaveTextContent(
      'API access',
    );

    const switcher = screen.getByRole('radiogroup', { name: 'Billing period' });
    expect(within(switcher).getByText('save ~17%')).toBeInTheDocument();
    await pick(/Yearly/);
    expect(card('monthly').getByText('$190')).toBeInTheDocument();
    expect(card('premium').getByText('$490')).toBeInTheDocument();
    expect(card('premium').getByText('/ year')).toBeInTheDocument();
  });

  it.each<[Locale, RegExp, RegExp]>([
    ['fr', /^18\s€$/, /^450\s€$/],
    ['zh', /^¥129$/, /^¥3,290$/],
    ['ja', /^￥2,800$/, /^￥72,000$/],
  ])(
    'in %s, prices are in that language’s currency and written its way',
    async (locale, monthly, premiumYear) => {
      stubFetch('admin', { 'GET /api/billing/plan': () => ({ body: FREE }) });
      renderPricing(locale);
      await screen.findByTestId('plan-monthly');
      expect(await card('monthly').findByText(monthly)).toBeInTheDocument();
      await pick(
        new RegExp(
          JSON.parse(readFileSync(path.join(localesDir, locale, 'billing.json'), 'utf8')).period.yearly,
        ),
      );
      expect(card('premium').getByText(premiumYear)).toBeInTheDocument();
    },
  );

  it('lets an admin choose Premium: a confirmation, the PUT, a message, and the card marked current', async () => {
    let state = FREE;
    const calls = stubFetch('admin', {
      'GET /api/billing/plan': () => ({ body: state }),
      'PUT /api/billing/plan': () => {
        state = { ...state, plan: 'premium', period: 'yearly', renewsAt: '2027-11-24T10:00:00.000Z' };
        return { body: state };
      },
    });
    renderPricing();
    await screen.findByTestId('plan-free');
    const current = await card('free').findByRole('button', { name: 'Current plan' });
    expect(current).toBeDisabled();
    expect(card('free').getByText('Current plan', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.queryByTestId('ask-admin')).toBeNull();

    await pick(/Yearly/);
    const start = card('premium').getByRole('button', { name: 'Get Started with Premium' });
    expect(start).toBeEnabled();
    await userEvent.click(start);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Switch to Premium?');
    expect(dialog).toHaveTextContent('$490 a year');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch plan' }));

    expect(
      await screen.findByText('The workspace is now on the Premium plan. It renews on November 24, 2027.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/billing/plan',
      body: { plan: 'premium', period: 'yearly' },
    });
    await waitFor(() => expect(card('premium').getByRole('button', { name: 'Current plan' })).toBeDisabled());
    expect(card('free').getByRole('button', { name: 'Get Started with Free' })).toBeEnabled();
  });

  it('tells a member whom to ask, and offers no Get Started', async () => {
    stubFetch('member', { 'GET /api/billing/plan': () => ({ body: FREE }) });
    renderPricing();
    expect(await screen.findByTestId('ask-admin')).toHaveTextContent(
      'Ask an admin to change the plan: Ada Admin and Bo Boss',
    );
    expect(screen.queryByRole('button', { name: /Get Started/ })).toBeNull();
    expect(card('free').getByText('Current plan')).toBeInTheDocument();
  });

  it('says when the plan cannot be loaded, and Retry loads it', async () => {
    let fail = true;
    stubFetch('admin', {
      'GET /api/billing/plan': () => (fail ? { status: 500, body: { error: 'down' } } : { body: FREE }),
    });
    renderPricing();
    expect(await screen.findByText('The workspace plan could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Monthly', level: 3 })).toBeInTheDocument();
    // The questions are there whatever the plan's state.
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
  });
});
