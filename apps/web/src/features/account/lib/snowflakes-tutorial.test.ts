import { describe, expect, it } from 'vitest';
import {
  earnedSnowflakes,
  shouldShowSnowflakesTutorial,
  snowflakesTutorialFlagsPatch,
} from './snowflakes-tutorial.ts';

describe('Snowflakes tutorial flags (spec 1 §2, §3 user flags)', () => {
  it('shows unless the player asked not to', () => {
    expect(shouldShowSnowflakesTutorial(null)).toBe(true);
    expect(shouldShowSnowflakesTutorial({ has_seen_snowflakes_tutorial: true })).toBe(true);
    expect(shouldShowSnowflakesTutorial({ show_snowflakes_info_after_claim: false })).toBe(false);
  });

  it('counts only a rise of the balance after a first reading', () => {
    expect(earnedSnowflakes(undefined, 10)).toBe(false);
    expect(earnedSnowflakes(10, 10)).toBe(false);
    expect(earnedSnowflakes(10, 30)).toBe(true);
  });

  it('records the first viewing and the do-not-show-again choice', () => {
    expect(snowflakesTutorialFlagsPatch({}, false)).toEqual({ has_seen_snowflakes_tutorial: true });
    expect(snowflakesTutorialFlagsPatch({ has_seen_snowflakes_tutorial: true }, true)).toEqual({
      show_snowflakes_info_after_claim: false,
    });
    expect(snowflakesTutorialFlagsPatch({ has_seen_snowflakes_tutorial: true }, false)).toBeNull();
  });
});
