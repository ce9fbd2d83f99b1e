import '../../app/connect-api';
import type { CardAttachment, CardDetail, CardSummary } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import Scrumboard from './pages/scrumboard';
import { aBoard, aCardDetail, type Call, json, me, stubProjectServer, uuid } from './project-fixtures';

/**
 * The card drawer over a board, against a small in-memory card the stub server keeps (so what a change sends comes
 * back as the detail the drawer shows).
 */
function setup() {
  const board = aBoard();
  const summary = board.columns[0]?.cards[0] as CardSummary;
  let card: CardDetail = aCardDetail(summary);
  const summaryOf = () => ({
    ...card,
    checklist: { done: card.checklistItems.filter((i) => i.done).length, total: card.checklistItems.length },
    comments: card.commentList.length,
    attachments: card.attachmentList.length,
  });
  const calls = stubProjectServer({
    board: () => board,
    handle: ({ method, url, body }: Call) => {
      const path = url.pathname;
      const b = body as Record<string, unknown>;
      if (path === `/api/cards/${card.id}` && method === 'GET') return json(summaryOf());
      if (path === `/api/cards/${card.id}` && method === 'PATCH') {
        const cover = card.attachmentList.find((a) => a.id === b.coverAttachmentId);
        card = {
          ...card,
          ...b,
          ...(b.coverAttachmentId !== undefined ? { coverUrl: cover?.url ?? null } : {}),
        };
        return json(summaryOf());
      }
      if (path === `/api/cards/${card.id}/checklist`) {
        const item = { id: uuid(), cardId: card.id, text: String(b.text), done: false, createdAt: '' };
        card = { ...card, checklistItems: [...card.checklistItems, item] };
        return json(item, 201);
      }
      if (path.startsWith('/api/checklist-items/') && method === 'PATCH') {
        const id = path.split('/').pop();
        card = {
          ...card,
          checklistItems: card.checklistItems.map((i) => (i.id === id ? { ...i, ...b } : i)),
        };
        return json(card.checklistItems.find((i) => i.id === id));
      }
      if (path === `/api/cards/${card.id}/comments`) {
        const comment = {
          id: uuid(),
          cardId: card.id,
          author: me,
          text: String(b.text),
          createdAt: '2026-03-14T09:05:00.000Z',
          editedAt: null,
        };
        card = { ...card, commentList: [...card.commentList, comment] };
        return json(comment, 201);
      }
      return undefined;
    },
  });
  const withImage = (attachment: CardAttachment) => {
    card = { ...card, attachmentList: [...card.attachmentList, attachment] };
  };
  renderWithProviders(
    <AntdApp>
      <Scrumboard />
    </AntdApp>,
    { route: `/app/apps/project/scrumboard/${board.project.id}?card=${card.id}` },
  );
  return { board, calls, withImage, cardId: card.id };
}

// The drawer is a chunk of its own: its first import in a run takes a while.
const drawer = async () => within(await screen.findByTestId('card-drawer', {}, { timeout: 20_000 }));
const faceOf = (cardId: string) =>
  screen.getAllByTestId('board-card').find((c) => c.dataset.cardId === cardId) as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('card drawer', { timeout: 120_000 }, () => {
  it('adds and ticks checklist items, and the card face shows the progress', async () => {
    const { cardId } = setup();
    const d = await drawer();
    await userEvent.click(d.getByLabelText('Add an item'));
    await userEvent.paste('Draft the headline');
    await userEvent.keyboard('{Enter}');
    const item = await d.findByRole('checkbox', { name: 'Draft the headline' });
    expect(d.getByRole('progressbar', { name: '0 of 1 done' })).toBeInTheDocument();

    await userEvent.click(item);
    await waitFor(() => expect(d.getByRole('checkbox', { name: 'Draft the headline' })).toBeChecked());
    expect(await d.findByRole('progressbar', { name: '1 of 1 done' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(faceOf(cardId)).getByText('Checklist: 1 of 1 done')).toBeInTheDocument(),
    );

    // An empty item is not sent.
    await userEvent.click(d.getByRole('button', { name: 'Add' }));
    expect(await d.findByText('Enter the item’s text.')).toBeInTheDocument();
  });

  it('toggles labels, which show on the card face', async () => {
    const { calls, cardId } = setup();
    const d = await drawer();
    await userEvent.click(d.getByRole('button', { name: 'Bug' }));
    await waitFor(() =>
      expect(d.getByRole('button', { name: 'Bug' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(d.getByRole('button', { name: 'Task' }));
    await waitFor(() =>
      expect(d.getByRole('button', { name: 'Task' })).toHaveAttribute('aria-pressed', 'true'),
    );
    const patches = calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
    // Sent in the contract's order, whatever the order they were picked in.
    expect(patches).toEqual([{ labels: ['bug'] }, { labels: ['task', 'bug'] }]);
    await waitFor(() =>
      expect(within(faceOf(cardId)).getByRole('list', { name: 'Labels' })).toHaveTextContent('TaskBug'),
    );
  });

  it('posts a comment with its author and time', async () => {
    setup();
    const d = await drawer();
    await userEvent.click(d.getByRole('button', { name: 'Comment' }));
    expect(await d.findByText('Write a comment first.')).toBeInTheDocument();
    await userEvent.click(d.getByLabelText('Write a comment'));
    await userEvent.paste('Looks good to me');
    await userEvent.click(d.getByRole('button', { name: 'Comment' }));
    const comment = await d.findByTestId('card-comment');
    expect(comment).toHaveTextContent('Looks good to me');
    expect(comment).toHaveTextContent('Me Myself');
    expect(within(comment).getByText('Mar 14, 2026 9:05 AM')).toBeInTheDocument();
    // My own comment: Edit and Delete.
    expect(within(comment).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('makes an image attachment the cover, shown on the card', async () => {
    const { calls, withImage, cardId } = setup();
    const image: CardAttachment = {
      id: uuid(),
      cardId,
      name: 'mock-up.png',
      type: 'image/png',
      size: 2048,
      image: true,
      url: '/media/cards/x?exp=1&sig=s',
      uploader: me,
      createdAt: '2026-03-14T09:05:00.000Z',
    };
    withImage(image);
    const d = await drawer();
    expect(await d.findByRole('img', { name: 'mock-up.png' })).toHaveAttribute('src', image.url);
    await userEvent.click(d.getByRole('button', { name: 'Make mock-up.png the card’s cover' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ coverAttachmentId: image.id }),
    );
    expect(await d.findByText('Cover')).toBeInTheDocument();
    const face = faceOf(cardId);
    await waitFor(() =>
      expect(within(face).getByRole('img', { name: 'Cover image of Write copy' })).toHaveAttribute(
        'src',
        image.url,
      ),
    );
  });

  it('refuses programs and files over 10 MB before sending a byte', async () => {
    const { calls } = setup();
    const d = await drawer();
    const input = screen.getByTestId('card-file-input');
    const big = new File(['x'], 'huge.zip');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(input, [new File(['MZ'], 'setup.exe'), big]);
    expect(await d.findByText('setup.exe is a program: programs cannot be attached.')).toBeInTheDocument();
    expect(d.getByText('huge.zip is larger than 10 MB: it was not attached.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/attachments'))).toBe(false);
  });
});
