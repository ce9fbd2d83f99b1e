import { can } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { navigableScreens, trailFor, visibleRoutes } from './navigation';
import { protectedRoutes, publicRoutes } from './routes';

describe('route table', () => {
  it('gives every screen a unique key and path', () => {
    const screens = [...publicRoutes, ...navigableScreens().map((s) => s.node)];
    expect(new Set(screens.map((s) => s.key)).size).toBe(screens.length);
    expect(new Set(screens.map((s) => s.path)).size).toBe(screens.length);
  });

  it('finds the trail of a screen, including nested paths', () => {
    expect(trailFor('/app/login-1').map((n) => n.key)).toEqual([
      'pages',
      'pages-authentication',
      'app-login-1',
    ]);
    expect(trailFor('/app/docs/documentation/routing').map((n) => n.key)).toEqual([
      'docs',
      'docs-documentation',
    ]);
    expect(trailFor('/app/nowhere')).toEqual([]);
  });

  it('puts only real screens in the menus (every leaf has a screen)', () => {
    const leaves = (nodes = protectedRoutes): boolean =>
      nodes.every((n) => (n.children ? leaves(n.children) : Boolean(n.path && n.screen)));
    expect(leaves()).toBe(true);
  });
});

describe('what each role sees of the route table', () => {
  const keysFor = (role: 'admin' | 'manager' | 'member') =>
    navigableScreens(visibleRoutes((access) => can(role, access ?? 'member'))).map(({ node }) => node.key);

  it('gives Add Product to Managers and Admins, the Audit Log to Admins only', () => {
    expect(keysFor('member')).not.toContain('ecommerce-add-product');
    expect(keysFor('member')).not.toContain('pages-audit-log');
    expect(keysFor('manager')).toContain('ecommerce-add-product');
    expect(keysFor('manager')).not.toContain('pages-audit-log');
    expect(keysFor('admin')).toEqual(expect.arrayContaining(['ecommerce-add-product', 'pages-audit-log']));
    // Everything else is every member's.
    expect(keysFor('admin').length - keysFor('member').length).toBe(2);
  });

  it('drops a group left with no screen, and declares only known access', () => {
    const none = visibleRoutes(() => false);
    expect(none).toEqual([]);
    for (const { node } of navigableScreens()) {
      expect(['member', 'catalog.write', 'audit.read', undefined]).toContain(node.access);
    }
  });
});
