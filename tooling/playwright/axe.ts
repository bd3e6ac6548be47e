// Issue 15 Build 2: axe (through @axe-core/playwright) on every page and every modal, failing on any
// serious or critical violation, with a message that names each rule, its impact and the elements.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts that fail a check (issue 15 "fails on any serious or critical violation"). */
export const FAILING_IMPACTS = ['serious', 'critical'] as const;

/** axe's rule sets: WCAG 2.0–2.2 A and AA (colour contrast included) and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type A11yViolation = {
  rule: string;
  impact: string;
  help: string;
  /** Each element: its selector, the start of its HTML and why it fails. */
  targets: string[];
};

/**
 * Waits for the page's running finite animations and transitions to end: a colour measured halfway
 * through a fade (a button's opacity as it turns enabled) is not the colour a player reads. The signal
 * is each animation's own `finished` promise, not a time: with reduced motion (below) the app's
 * animations end at once; a paused animation never finishes by itself, so it is not waited for.
 */
async function settledAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export type A11yCheckOptions = {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** axe rules left out, each with its reason at the call. */
  disableRules?: string[];
};

/** The serious and critical violations axe finds on the page as it is now. */
export async function seriousA11yViolations(
  page: Page,
  { include, disableRules = [] }: A11yCheckOptions = {},
): Promise<A11yViolation[]> {
  // Issue 25: axe judges the page as it settles, not mid-fade: the check runs with reduced motion (the
  // app's animations and transitions end at once), then gives the page back its own setting.
  const reducedAlready = await page.evaluate(
    () => matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  if (!reducedAlready) await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await settledAnimations(page);
    return await axeViolations(page, { include, disableRules });
  } finally {
    if (!reducedAlready) await page.emulateMedia({ reducedMotion: null });
  }
}

async function axeViolations(
  page: Page,
  { include, disableRules = [] }: A11yCheckOptions,
): Promise<A11yViolation[]> {
  // Legacy mode runs axe in the page itself: no extra blank page per check (the default mode opens
  // one to merge frame results), several times faster on these machines.
  // resultTypes: only violations get their elements listed, which makes a run cheaper.
  let builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  if (disableRules.length) builder = builder.disableRules(disableRules);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => (FAILING_IMPACTS as readonly string[]).includes(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => {
        // The first failed check says why ("insufficient color contrast of 2.1 (foreground …").
        const why = [...node.any, ...node.all, ...node.none][0]?.message ?? '';
        return `${node.target.join(' >> ')} ${node.html.replace(/\s+/g, ' ').slice(0, 120)} ${why}`;
      }),
    }));
}

/** A readable line per violation: `color-contrast (serious) Elements must …: .a <a …>, .b <b …>`. */
export function describeViolations(violations: readonly A11yViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.rule} (${violation.impact}) ${violation.help}: ${violation.targets.join(', ')}`,
    )
    .join('\n');
}

/**
 * Fails (softly: the test goes on to its next page and reports them all) when axe finds a serious or
 * critical violation; `where` names the page or story in the message.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  where: string,
  options: A11yCheckOptions = {},
) {
  const violations = await seriousA11yViolations(page, options);
  expect.soft(describeViolations(violations), `axe on ${where}`).toBe('');
}
