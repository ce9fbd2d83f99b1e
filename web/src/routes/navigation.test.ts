import { describe, expect, it } from 'vitest';
import { navigableScreens, trailFor } from './navigation';
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
