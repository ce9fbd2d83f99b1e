import '../../app/connect-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import ProjectList from './pages/project-list';
import { ana, aProject, json, stubProjectServer } from './project-fixtures';

const renderList = () =>
  renderWithProviders(
    <AntdApp>
      <ProjectList />
    </AntdApp>,
    { route: '/app/apps/project/list' },
  );

const page = (items: ReturnType<typeof aProject>[]) => () => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 24,
});

afterEach(() => vi.unstubAllGlobals());

describe('project list', { timeout: 120_000 }, () => {
  it('shows each project’s facts and remembers the grid or list layout', async () => {
    stubProjectServer({
      projects: page([
        aProject({ name: 'Website relaunch', daysLeft: -3, tasks: { done: 3, total: 4 }, progress: 75 }),
      ]),
    });
    const first = renderList();

    const card = await screen.findByTestId('project-card');
    expect(within(card).getByRole('link', { name: 'Website relaunch' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/apps\/project\/scrumboard\/[0-9a-f-]{36}$/),
    );
    expect(within(card).getByText('Marketing')).toBeInTheDocument();
    expect(within(card).getByText('3 of 4 tasks done')).toBeInTheDocument();
    expect(within(card).getByText('2 attachments')).toBeInTheDocument();
    const overdue = within(card).getByText('3 days overdue');
    expect(overdue.closest('.ant-tag')).toHaveAttribute('data-overdue', 'true');
    // Its own direction inside a right-to-left page: the count stays in front ("3 jours de retard").
    expect(overdue.tagName).toBe('BDI');
    expect(within(card).getByRole('progressbar', { name: 'Progress: 75%' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Ana Lima' })).toBeInTheDocument();

    const layout = screen.getByRole('radiogroup', { name: 'Layout' });
    await userEvent.click(within(layout).getByText('List'));
    expect(await screen.findByTestId('project-row')).toBeInTheDocument();
    expect(screen.queryByTestId('project-card')).not.toBeInTheDocument();
    first.unmount();

    // Another visit: the list layout it was left in.
    renderList();
    expect(await screen.findByTestId('project-row')).toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Layout' })).getByRole('radio', { name: 'List' }),
    ).toBeChecked();
  });

  it('checks the New form against the contract, shows the server’s field errors, and sends once', async () => {
    let created = 0;
    const calls = stubProjectServer({
      handle: ({ method, url, body }) => {
        if (method !== 'POST' || url.pathname !== '/api/projects') return undefined;
        created += 1;
        if (created === 1)
          return json(
            {
              error: 'Invalid',
              code: 'invalid',
              fields: { category: { code: 'too_long', message: 'Too long', max: 60 } },
            },
            400,
          );
        return json(aProject({ ...(body as object), members: [] }), 201);
      },
    });
    renderList();

    // The empty list offers New.
    await userEvent.click(await screen.findByRole('button', { name: /New/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();

    const name = within(dialog).getByLabelText('Name');
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(121));
    expect(await within(dialog).findByText('At most 120 characters.')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.paste('Spring campaign');
    await userEvent.type(within(dialog).getByLabelText('Category'), 'Ads');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Green' }));

    // Members are searched on the server.
    await userEvent.type(within(dialog).getByLabelText('Members'), 'An');
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.pathname === '/api/members' && c.url.searchParams.get('q') === 'An'),
      ).toBe(true),
    );
    await userEvent.click(await screen.findByTitle('Ana Lima'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('At most 60 characters.')).toBeInTheDocument();

    // A double click sends one request.
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await userEvent.dblClick(create);
    await waitFor(() => expect(created).toBe(2));
    expect(await screen.findByText('Project created.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/projects');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({
      name: 'Spring campaign',
      category: 'Ads',
      description: '',
      coverColor: '#04d182',
      dueDate: null,
      memberUids: [ana.uid],
    });
  });

  it('lets only the owner or an administrator delete, after asking', async () => {
    const mine = aProject({ name: 'Mine', canManage: true });
    const theirs = aProject({ name: 'Theirs', canManage: false, owner: ana });
    const calls = stubProjectServer({
      projects: page([mine, theirs]),
      handle: ({ method }) => (method === 'DELETE' ? json(undefined, 204) : undefined),
    });
    renderList();

    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Theirs' }));
    const theirDelete = await screen.findByRole('menuitem', { name: /Delete/ });
    expect(theirDelete).toHaveAttribute('aria-disabled', 'true');
    expect(theirDelete).toHaveTextContent('Only the project’s owner or an administrator can do this.');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Mine' }));
    const menus = await screen.findAllByRole('menu');
    await userEvent.click(within(menus.at(-1) as HTMLElement).getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Mine”?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(`/api/projects/${mine.id}`),
    );
    expect(await screen.findByText('Project deleted.')).toBeInTheDocument();
  });
});
