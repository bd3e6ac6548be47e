// spec 1 §2 Modals, Snowflakes tutorial, with the spec 1 §3 user flags it reads and writes (issue 12
// Build 10): show_snowflakes_info_after_claim false is the do-not-show-again choice;
// has_seen_snowflakes_tutorial records that the player saw it once.

/** READ MORE ("opens a blog page"): the Snowflakes guide of the CMS learn menu (seasons/site.yaml). */
export const SNOWFLAKES_GUIDE_PATH = '/blog/snowflakes';

const flagsOf = (userFlags: unknown): Record<string, unknown> =>
  typeof userFlags === 'object' && userFlags !== null ? (userFlags as Record<string, unknown>) : {};

/** Whether the tutorial may open after a claim that earned Snowflakes. */
export function shouldShowSnowflakesTutorial(userFlags: unknown): boolean {
  return flagsOf(userFlags)['show_snowflakes_info_after_claim'] !== false;
}

/** Whether a balance change earned Snowflakes (a first reading is no gain). */
export function earnedSnowflakes(before: number | undefined, after: number): boolean {
  return before !== undefined && after > before;
}

/** The flags patch when the tutorial closes, or null when nothing changes. */
export function snowflakesTutorialFlagsPatch(
  userFlags: unknown,
  doNotShowAgain: boolean,
): Record<string, boolean> | null {
  const patch: Record<string, boolean> = {};
  if (flagsOf(userFlags)['has_seen_snowflakes_tutorial'] !== true)
    patch['has_seen_snowflakes_tutorial'] = true;
  if (doNotShowAgain) patch['show_snowflakes_info_after_claim'] = false;
  return Object.keys(patch).length > 0 ? patch : null;
}
