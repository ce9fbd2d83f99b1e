import type { BillingPlanState, Card } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Routes, renderSetting, stubApi as stubRoutes } from './testing';

const nextYear = (new Date().getFullYear() + 2) % 100;
const visa: Card = {
  id: 'c1',
  holder: 'Ana Lima',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2000 + nextYear,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const FREE: BillingPlanState = {
  plan: 'free',
  period: 'monthly',
  renewsAt: null,
  changedAt: '2026-01-01T00:00:00.000Z',
  changedBy: null,
  admins: [{ uid: 'a1', displayName: 'Ada Admin' }],
};

/** The API with the workspace on the Free plan unless `routes` says otherwise. */
const stubApi = (routes: Routes) =>
  stubRoutes({ 'GET /api/billing/plan': () => ({ body: FREE }), ...routes });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Types a whole value at once (as pasting or autofill does): one change per field keeps the tests quick. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function openAddCard() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add new card' }));
  return screen.findByRole('dialog');
}

describe('settings billing', { timeout: 20_000 }, () => {
  it('shows the empty state when there is no saved card', async () => {
    stubApi({ 'GET /api/me/cards': () => ({ body: [] }) });
    renderSetting('/app/pages/setting/billing');
    expect(await screen.findByText('No saved cards yet.')).toBeInTheDocument();
  });

  it('refuses a number failing Luhn and an expired date without calling the API', async () => {
    const api = stubApi({ 'GET /api/me/cards': () => ({ body: [] }) });
    renderSetting('/app/pages/setting/billing');
    const dialog = await openAddCard();
    await fill(within(dialog).getByLabelText('Card Holder'), 'Ana Lima');
    await fill(within(dialog).getByLabelText('Card Number'), '4242 4242 4242 4241');
    await fill(within(dialog).getByLabelText('Expiry Date'), '01/20');
    await fill(within(dialog).getByLabelText('CVV'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add card' }));

    expect(await within(dialog).findByText('This card number is not valid.')).toBeInTheDocument();
    expect(within(dialog).getByText('This card has expired.')).toBeInTheDocument();
    expect(api.apiCalls().filter((c) => c.method !== 'GET')).toEqual([]);
    // What was typed stays.
    expect(within(dialog).getByLabelText('Card Number')).toHaveValue('4242 4242 4242 4241');
  });

  it('detects the brand as the number is typed', async () => {
    stubApi({ 'GET /api/me/cards': () => ({ body: [] }) });
    renderSetting('/app/pages/setting/billing');
    const dialog = await openAddCard();
    await fill(within(dialog).getByLabelText('Card Number'), '5555');
    expect(within(dialog).getByText('Mastercard')).toBeInTheDocument();
  });

  it('posts a valid card, closes the form and lists the masked card', async () => {
    let cards: Card[] = [];
    const api = stubApi({
      'GET /api/me/cards': () => ({ body: cards }),
      'POST /api/me/cards': () => {
        cards = [visa];
        return { status: 201, body: visa };
      },
    });
    const { store } = renderSetting('/app/pages/setting/billing');
    const dialog = await openAddCard();
    await fill(within(dialog).getByLabelText('Card Holder'), 'Ana Lima');
    await fill(within(dialog).getByLabelText('Card Number'), '4242-4242 4242 4242');
    await fill(within(dialog).getByLabelText('Expiry Date'), `12/${nextYear}`);
    await fill(within(dialog).getByLabelText('CVV'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add card' }));

    expect(await screen.findByText('•••• •••• •••• 4242')).toBeInTheDocument();
    expect(screen.getByText(`12/${nextYear}`)).toBeInTheDocument();
    const post = api.apiCalls().find((c) => c.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: '/api/me/cards',
      body: {
        holder: 'Ana Lima',
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2000 + nextYear,
        cvv: '123',
      },
    });
    // Neither the full number nor the CVV is left in the store.
    expect(JSON.stringify(store.getState())).not.toContain('4242424242424242');
    await waitFor(() => expect(within(dialog).getByLabelText('Card Number')).toHaveValue(''));
  });

  it('shows the server field errors on the form and keeps the typed values', async () => {
    stubApi({
      'GET /api/me/cards': () => ({ body: [] }),
      'POST /api/me/cards': () => ({
        status: 400,
        // A code the web has no words for: the server's own message is shown.
        body: {
          error: 'Some fields are not valid.',
          code: 'invalid',
          fields: { holder: { code: 'bank_refused', message: 'Holder refused by the bank.' } },
        },
      }),
    });
    renderSetting('/app/pages/setting/billing');
    const dialog = await openAddCard();
    await fill(within(dialog).getByLabelText('Card Holder'), 'Ana Lima');
    await fill(within(dialog).getByLabelText('Card Number'), '4242424242424242');
    await fill(within(dialog).getByLabelText('Expiry Date'), `12/${nextYear}`);
    await fill(within(dialog).getByLabelText('CVV'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(await within(dialog).findByText('Holder refused by the bank.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Card Holder')).toHaveValue('Ana Lima');
  });

  it('removes a card after confirmation', async () => {
    let cards: Card[] = [visa];
    const api = stubApi({
      'GET /api/me/cards': () => ({ body: cards }),
      'DELETE /api/me/cards/c1': () => {
        cards = [];
        return { status: 204 };
      },
    });
    renderSetting('/app/pages/setting/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the card ending in 4242' }));
    const confirm = await screen.findByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No saved cards yet.')).toBeInTheDocument();
    expect(api.apiCalls().some((c) => c.method === 'DELETE' && c.path === '/api/me/cards/c1')).toBe(true);
  });

  it('offers Retry when the cards cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/me/cards': () =>
        fail ? { status: 500, body: { error: 'Database down' } } : { body: [visa] },
    });
    renderSetting('/app/pages/setting/billing');
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('•••• •••• •••• 4242')).toBeInTheDocument();
  });

  it('shows the workspace plan above the cards, with its renewal and a link to change it', async () => {
    stubApi({
      'GET /api/me/cards': () => ({ body: [] }),
      'GET /api/billing/plan': () => ({
        body: {
          ...FREE,
          plan: 'premium',
          period: 'yearly',
          renewsAt: '2027-11-24T10:00:00.000Z',
          changedAt: '2026-11-24T10:00:00.000Z',
          changedBy: { uid: 'a1', displayName: 'Ada Admin' },
        },
      }),
    });
    renderSetting('/app/pages/setting/billing');
    const plan = await screen.findByRole('region', { name: 'Plan' });
    expect(await within(plan).findByText('Premium')).toBeInTheDocument();
    expect(within(plan).getByText('Yearly')).toBeInTheDocument();
    expect(within(plan).getByText('November 24, 2027')).toHaveAttribute(
      'datetime',
      '2027-11-24T10:00:00.000Z',
    );
    expect(within(plan).getByText('Last changed by Ada Admin on November 24, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/app/pages/pricing');
    expect(screen.getByRole('heading', { name: 'Saved cards', level: 3 })).toBeInTheDocument();
  });

  it('says a Free plan does not renew, and offers Retry when the plan cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/me/cards': () => ({ body: [] }),
      'GET /api/billing/plan': () => (fail ? { status: 500, body: { error: 'down' } } : { body: FREE }),
    });
    renderSetting('/app/pages/setting/billing');
    expect(await screen.findByText('The workspace plan could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const plan = await screen.findByRole('region', { name: 'Plan' });
    expect(await within(plan).findByText('Does not renew')).toBeInTheDocument();
    expect(within(plan).getByText('Free')).toBeInTheDocument();
  });
});
