import { describe, expect, it } from 'vitest';
import { withOpened } from './nav-tree';

describe('withOpened', () => {
  it('keeps the same array when the route’s sub-menus are already open (the menu then does not re-render)', () => {
    const open = ['components', 'components-data-entry'];
    expect(withOpened(open, ['components-data-entry'])).toBe(open);
    expect(withOpened(open, [])).toBe(open);
  });

  it('adds the sub-menus that are not open yet, keeping what the user opened', () => {
    expect(withOpened(['apps'], ['components', 'components-data-entry'])).toEqual([
      'apps',
      'components',
      'components-data-entry',
    ]);
  });
});
