import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { loadPage } from '../load-page';

/**
 * Draws each named component page whole and checks every declared demo came without an error. The pages are
 * spread over a few test files (pages-drawn-*.test.tsx) so that Vitest's workers share them: in one file they were
 * CI's longest test file by far (~400 s on one worker).
 */
export function drawPages(names: readonly string[]) {
  describe('every component page, drawn', () => {
    const errors: unknown[][] = [];
    beforeEach(() => {
      vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    });
    afterEach(() => {
      vi.restoreAllMocks();
      errors.length = 0;
    });

    it.each(names)('%s draws every demo without an error', async (name) => {
      const Page = (await loadPage(name)).default;
      const { container } = renderWithProviders(<Page />);
      await screen.findByRole('region', { name: 'API' });
      // Each demo's code is imported when its card is drawn (at once here: jsdom has no IntersectionObserver).
      await waitFor(() => expect(container.querySelectorAll('[data-demo-pending]')).toHaveLength(0), {
        timeout: 20_000,
      });
      const declared = Number(
        container.querySelector('[data-declared-demos]')?.getAttribute('data-declared-demos'),
      );
      expect(container.querySelectorAll('[data-demo]').length).toBe(declared);
      expect(container.querySelectorAll('[data-demo-error]')).toHaveLength(0);
      expect(errors).toEqual([]);
    });
  });
}
