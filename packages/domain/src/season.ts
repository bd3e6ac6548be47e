// spec 1 §3 Battle pass settings: the season is parsed from the key; groups other than allypass are white-label.

/** The product's own battle pass group; every other group is a white-label (partner) pass. */
export const ALLYPASS_GROUP = 'allypass';

const SEASON_KEY = /^s([1-9]\d*)$/;

/** Season number of a battle pass key ('s1' -> 1); throws RangeError on any other shape. */
export function parseSeasonNumber(key: string): number {
  const digits = SEASON_KEY.exec(key)?.[1];
  const season = digits === undefined ? Number.NaN : Number(digits);
  if (!Number.isSafeInteger(season))
    throw new RangeError(`Invalid battle pass key: "${key}" (expected s<number>)`);
  return season;
}

/** Whether a battle pass group is a white-label (partner) pass: any group other than 'allypass'. */
export function isWhiteLabelGroup(group: string): boolean {
  return group !== ALLYPASS_GROUP;
}
