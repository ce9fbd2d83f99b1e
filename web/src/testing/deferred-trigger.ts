import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Clicks the trigger of a DeferredDropdown as a pointer does: arriving over it mounts the Dropdown, which re-creates
 * the trigger, and the press then lands on the new element (found again by its name).
 */
export async function clickDeferredTrigger(name: string | RegExp) {
  await userEvent.hover(await screen.findByRole('button', { name }));
  await userEvent.click(screen.getByRole('button', { name }));
}
