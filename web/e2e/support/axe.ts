import type { Page } from '@playwright/test';
import axe from 'axe-core';

export type Finding = { page: string; id: string; impact: string; targets: string[] };

/**
 * axe-core's serious and critical WCAG 2.1 A/AA findings on the page, or only inside `within` (a selector).
 *
 * axe-core is put into the document once and run there directly, asking for violations only. The loops open screens
 * as links (`openInApp`), so one document serves a whole loop. `@axe-core/playwright` injected axe again into every
 * frame on each call and gathered every passing node as well: 2.5-4.6 s a catalogue page against 0.4-0.9 s this way.
 * The app draws no iframes (mail bodies lose theirs), so frames are not walked.
 */
export async function seriousFindings(page: Page, label: string, within?: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source); // (evaluated, not a script tag: the CSP allows no inline script)
  const violations = await page.evaluate(
    async ({ within }) =>
      (
        await window.axe.run(within ? { include: [within] } : document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
          resultTypes: ['violations'],
          iframes: false,
        })
      ).violations,
    { within },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: label,
      id: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
