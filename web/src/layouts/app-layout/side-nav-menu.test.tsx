import '../../app/connect-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { SideNavMenu } from './side-nav';

describe('SideNavMenu', () => {
  it('gives a closed section its links only once it is opened, and keeps the current screen’s section open', async () => {
    renderWithProviders(<SideNavMenu />, { route: '/app/components/data-entry/form' });
    const nav = within(screen.getByRole('menu', { name: 'Main navigation' }));
    // Open: the current screen's section. Closed sections have no links in the page at all (not even hidden).
    expect(await nav.findByRole('link', { name: 'Form' })).toBeInTheDocument();
    expect(document.querySelector('a[href="/app/apps/ecommerce/product-list"]')).toBeNull();

    await userEvent.click(nav.getByText('E-Commerce'));
    await waitFor(() =>
      expect(document.querySelector('a[href="/app/apps/ecommerce/product-list"]')).not.toBeNull(),
    );
    expect(nav.getByRole('link', { name: 'Form' })).toBeInTheDocument();
  });
});
