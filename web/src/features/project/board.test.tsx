import '../../app/connect-api';
import type { Board, RealtimeEvent } from '@atrium/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverRealtimeEvent } from '../../lib/realtime';
import { renderWithProviders } from '../../testing/render';
import Scrumboard from './pages/scrumboard';
import { aBoard, aCard, type Call, json, stubProjectServer } from './project-fixtures';

const renderBoard = (board: Board) =>
  renderWithProviders(
    <AntdApp>
      <Scrumboard />
    </AntdApp>,
    { route: `/app/apps/project/scrumboard/${board.project.id}` },
  );

const column = (name: string) =>
  screen
    .getAllByTestId('board-column')
    .find((c) => within(c).queryByRole('heading', { name })) as HTMLElement;
const titlesIn = (name: string) =>
  within(column(name))
    .queryAllByTestId('board-card')
    .map((c) => c.textContent);
const moves = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/move'));

let eventId = 0;
const boardEvent = (board: Board, change: object): RealtimeEvent =>
  ({
    id: ++eventId,
    kind: 'board.changed',
    data: { projectId: board.project.id, ...change },
    at: new Date().toISOString(),
  }) as RealtimeEvent;

afterEach(() => vi.unstubAllGlobals());

describe('scrumboard', { timeout: 120_000 }, () => {
  it('shows the default columns in the reader’s language, and a keyboard move sends the new neighbours', async () => {
    const board = aBoard();
    const [todo, doing] = board.columns as [Board['columns'][0], Board['columns'][0]];
    const [copy, photos] = todo.cards as [Board['columns'][0]['cards'][0], Board['columns'][0]['cards'][0]];
    const [pages] = doing.cards as [Board['columns'][0]['cards'][0]];
    // The keys the server stores for the two moves: after Pick photos (a1), before Build pages (a0).
    const keys = ['a2', 'Zz'];
    const calls = stubProjectServer({
      board: () => board,
      handle: ({ method, url, body }) => {
        if (method !== 'POST' || !url.pathname.endsWith('/move')) return undefined;
        const { columnId } = body as { columnId: string };
        return json({ id: url.pathname.split('/')[3], columnId, position: keys.shift(), rebalanced: false });
      },
    });
    renderBoard(board);

    await screen.findByRole('region', { name: `Board of ${board.project.name}` });
    expect(
      screen.getAllByTestId('board-column').map((c) => within(c).getByRole('heading').textContent),
    ).toEqual(['To be processed', 'Processing', 'Submitted', 'Completed']);

    // Write copy: Space picks it up, Down moves it below Pick photos, Space drops it.
    const card = screen.getByRole('button', { name: 'Write copy' });
    expect(card).toHaveAttribute('aria-roledescription', 'movable card');
    card.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(moves(calls)).toHaveLength(1));
    expect(moves(calls)[0]?.url.pathname).toBe(`/api/cards/${copy.id}/move`);
    expect(moves(calls)[0]?.body).toEqual({ columnId: todo.id, afterId: photos.id, beforeId: null });
    await waitFor(() => expect(titlesIn('To be processed')).toEqual(['Pick photos', 'Write copy']));

    // Pick photos, now first: Right takes it to Processing at the same height, below Build pages.
    const second = screen.getByRole('button', { name: 'Pick photos' });
    second.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowRight]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(moves(calls)).toHaveLength(2));
    expect(moves(calls)[1]?.body).toEqual({ columnId: doing.id, afterId: null, beforeId: pages.id });
    await waitFor(() => expect(titlesIn('Processing')).toEqual(['Pick photos', 'Build pages']));
  });

  it('puts a refused move back and says so', async () => {
    const board = aBoard();
    const calls = stubProjectServer({
      board: () => board,
      handle: ({ method, url }) =>
        method === 'POST' && url.pathname.endsWith('/move')
          ? json({ error: 'Someone else moved it', code: 'conflict' }, 409)
          : undefined,
    });
    renderBoard(board);

    const card = await screen.findByRole('button', { name: 'Write copy' });
    card.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowRight]');
    await userEvent.keyboard('[Space]');

    expect(
      await screen.findByText(/The card was not moved \(Someone else changed this meanwhile/),
    ).toBeInTheDocument();
    expect(titlesIn('To be processed')).toEqual(['Write copy', 'Pick photos']);
    expect(titlesIn('Processing')).toEqual(['Build pages']);
    // The board is read again, so it shows the server's order.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname.endsWith('/board')).length).toBeGreaterThanOrEqual(2),
    );
  });

  it('applies another member’s changes from the realtime channel', async () => {
    const board = aBoard();
    const [todo, doing, submitted] = board.columns as [
      Board['columns'][0],
      Board['columns'][0],
      Board['columns'][0],
    ];
    stubProjectServer({ board: () => board });
    renderBoard(board);
    await screen.findByRole('button', { name: 'Write copy' });
    const copy = todo.cards[0] as Board['columns'][0]['cards'][0];

    // A card moved to Submitted, another created at the end of Processing, a column renamed.
    act(() => {
      deliverRealtimeEvent(
        boardEvent(board, {
          type: 'card.moved',
          cardId: copy.id,
          fromColumnId: todo.id,
          columnId: submitted.id,
          position: 'a0',
        }),
      );
      deliverRealtimeEvent(
        boardEvent(board, {
          type: 'card.created',
          card: aCard(doing.id, 'a9', { projectId: board.project.id, title: 'Check links' }),
        }),
      );
      deliverRealtimeEvent(
        boardEvent(board, {
          type: 'column.updated',
          column: { ...submitted, name: 'In review', defaultKey: null, cardCount: 1 },
        }),
      );
    });

    await waitFor(() => expect(titlesIn('In review')).toEqual(['Write copy']));
    expect(titlesIn('To be processed')).toEqual(['Pick photos']);
    expect(titlesIn('Processing')).toEqual(['Build pages', 'Check links']);
    expect(within(column('Processing')).getByText('2 cards')).toBeInTheDocument();
  });
});
