import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUnsavedChanges } from './use-unsaved-changes';

/** A one-field form: dirty once something is typed; "Save" leaves the page the way a form does after saving. */
function Editor() {
  const [text, setText] = useState('');
  const { allowLeaving } = useUnsavedChanges(text !== '');
  const navigate = useNavigate();
  return (
    <>
      <label>
        Note
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/form?tab=2">Same page</Link>
      <button
        type="button"
        onClick={() => {
          setText('');
          allowLeaving();
          void navigate('/elsewhere');
        }}
      >
        Save
      </button>
    </>
  );
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Editor /> },
      { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
    ],
    { initialEntries: ['/start', '/form'], initialIndex: 1 },
  );
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  return router;
}

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedChanges', () => {
  it('lets a clean form go without asking', async () => {
    const router = renderEditor();
    expect(unloadPrevented()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocks a navigation while dirty: Keep editing stays, Discard goes', async () => {
    const router = renderEditor();
    await userEvent.type(screen.getByLabelText('Note'), 'draft');

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Discard unsaved changes?');
    expect(router.state.location.pathname).toBe('/form');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard unsaved changes?')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Note')).toHaveValue('draft');

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('blocks Back too, and a reload or closing the tab asks the browser while dirty', async () => {
    const router = renderEditor();
    await userEvent.type(screen.getByLabelText('Note'), 'draft');
    expect(unloadPrevented()).toBe(true);

    await act(() => router.navigate(-1));
    const dialog = await screen.findByRole('dialog');
    expect(router.state.location.pathname).toBe('/form');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard unsaved changes?')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');

    await userEvent.clear(screen.getByLabelText('Note'));
    expect(unloadPrevented()).toBe(false);
  });

  it('does not ask when only the search changes on the same page', async () => {
    const router = renderEditor();
    await userEvent.type(screen.getByLabelText('Note'), 'draft');
    await userEvent.click(screen.getByRole('link', { name: 'Same page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask when the form itself leaves after saving', async () => {
    const router = renderEditor();
    await userEvent.type(screen.getByLabelText('Note'), 'draft');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
