/**
 * Accessibility checks with axe-core, injected into the page under test (the npm package ships
 * the script; nothing is fetched).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The serious and critical violations on the page as it is now (WCAG 2.1 A and AA rules). */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the debugging protocol: the app's Content-Security-Policy rightly refuses
  // inline scripts, and the check must not weaken it.
  await page.evaluate(axeSource);
  // Colours are judged as the page settles on them: a badge that just changed (Unverified to In
  // Progress) fades between its two styles, and mid-fade its text and background may be too close.
  // A spinner turns for ever: only what ends is waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            passes: unknown[];
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: string[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    // A run that checked nothing would pass vacuously: make that an error, not a green test.
    if (result.passes.length === 0) throw new Error('axe ran no rule on this page');
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
