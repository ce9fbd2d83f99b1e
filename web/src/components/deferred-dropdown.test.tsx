import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { DeferredDropdown } from './deferred-dropdown';

const items = [
  { key: 'refresh', label: 'Refresh' },
  { key: 'print', label: 'Print' },
];

function renderMenu(onClick = vi.fn()) {
  render(
    <DeferredDropdown menu={{ items, onClick }}>
      <Button aria-label="Card menu">…</Button>
    </DeferredDropdown>,
  );
  return onClick;
}

describe('DeferredDropdown', () => {
  it('mounts the dropdown when the pointer reaches the trigger, so the click opens it', async () => {
    const onClick = renderMenu();
    const before = screen.getByRole('button', { name: 'Card menu' });
    await userEvent.hover(before);
    const armed = screen.getByRole('button', { name: 'Card menu' });
    expect(armed).not.toBe(before); // re-created inside the Dropdown
    await userEvent.click(armed);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Refresh' }));
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ key: 'refresh' }));
  });

  it('keeps the focus on the trigger when the keyboard reaches it, and Enter opens the menu', async () => {
    renderMenu();
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Card menu' });
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Print' })).toBeInTheDocument();
  });
});
