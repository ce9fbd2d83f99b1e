import '../../app/connect-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { SideNavMenu } from './side-nav';

describe('SideNavMenu (expanded: nav-tree.tsx)', () => {
  it('gives a closed section its links only once it is opened, and keeps the current screen’s section open', async () => {
    renderWithProviders(<SideNavMenu />, { route: '/app/components/data-entry/form' });
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    // Open: the current screen's section. Closed sections have no links in the page at all (not even hidden).
    expect(await nav.findByRole('link', { name: 'Form' })).toHaveAttribute('aria-current', 'page');
    expect(document.querySelector('a[href="/app/apps/ecommerce/product-list"]')).toBeNull();

    const shop = nav.getByRole('button', { name: 'E-Commerce' });
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(shop);
    await waitFor(() =>
      expect(document.querySelector('a[href="/app/apps/ecommerce/product-list"]')).not.toBeNull(),
    );
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'Form' })).toBeInTheDocument();
  });

  it('marks the current screen and its sections with antd’s classes, and closes a section with the keyboard', async () => {
    renderWithProviders(<SideNavMenu />, { route: '/app/components/data-entry/form' });
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    const form = await nav.findByRole('link', { name: 'Form' });
    expect(form.closest('li')).toHaveClass(
      'ant-menu-item',
      'ant-menu-item-selected',
      'ant-menu-item-only-child',
    );
    expect(nav.getByRole('link', { name: 'Default' }).closest('li')).not.toHaveClass(
      'ant-menu-item-selected',
    );
    const section = nav.getByRole('button', { name: 'Data Entry' });
    expect(section.closest('li')).toHaveClass('ant-menu-submenu-open', 'ant-menu-submenu-selected');

    section.focus();
    await userEvent.keyboard('{Enter}');
    expect(section).toHaveAttribute('aria-expanded', 'false');
    expect(nav.queryByRole('link', { name: 'Form' })).toBeNull();
    await userEvent.keyboard(' ');
    expect(await nav.findByRole('link', { name: 'Form' })).toBeVisible();
  });

  it('is an antd Menu with pop-up sections when collapsed', async () => {
    renderWithProviders(<SideNavMenu collapsed />, { route: '/app/dashboards/default' });
    expect(await screen.findByRole('menu', { name: 'Main navigation' })).toHaveClass(
      'ant-menu-inline-collapsed',
    );
  });
});
