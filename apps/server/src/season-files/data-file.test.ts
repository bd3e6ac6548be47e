import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { imagesDirectory } from '#app.ts';
import { DataFileError, parseDataFile } from './data-file.ts';
import { demoSeedFiles } from './demo-seed.ts';
import { requiredXpByLevel } from './season-file.ts';

function problemsOf(text: string, source = '/x/file.yaml'): string[] {
  try {
    parseDataFile(source, text);
  } catch (error) {
    if (error instanceof DataFileError) return error.problems;
    throw error;
  }
  return [];
}

const season = (levels: string, extra = '') => `
kind: season
group: allypass
key: s2
name: Season 2
slug: allypass-s2
startDate: 2027-03-01T00:00:00Z
endDate: 2027-06-01T00:00:00Z
xpItemKey: BATTLE_PASS_XP
premiumPassItemKey: BATTLE_PASS_PREMIUM_S1
theme:
  themeSettings: { primaryColor: "#7857ff", accentColor: "#ffc83d", surfaceColor: "#14121f", surfaceRaisedColor: "#1f1b30", inkColor: "#f4f2ff", inkMutedColor: "#b7b0d6" }
  copySettings: { title: Two }
${extra}
levels:
${levels}`;

describe('parseDataFile', () => {
  it('accepts every demo file', async () => {
    for (const file of await demoSeedFiles()) {
      expect(problemsOf(await readFile(file, 'utf8'), file)).toEqual([]);
    }
  });

  it('reports invalid YAML and an unknown kind', () => {
    expect(problemsOf('kind: [')[0]).toMatch(/^file\.yaml: invalid YAML: /);
    expect(problemsOf('kind: weather')).toEqual([
      'file.yaml: kind: must be one of catalog, season, shop, site, pages, challenges, mints, chests, reward-campaigns, wall-feeds, wall-posts',
    ]);
  });

  it('names nested fields with their index', () => {
    const text = season(
      '  - { level: 1, requiredXp: 100, premiumRewards: [{ itemKey: gold, amount: 1 }] }',
    );
    expect(problemsOf(text)).toEqual([
      'file.yaml: levels[0].premiumRewards[0].itemKey: must be UPPER_SNAKE_CASE',
    ]);
  });

  it('rejects unknown fields', () => {
    expect(problemsOf(season('  - { level: 1, requiredXp: 100, bonus: true }'))).toEqual([
      'file.yaml: levels[0]: Unrecognized key: "bonus"',
    ]);
  });

  it('wants levels numbered 1, 2, 3 with rising requiredXp', () => {
    const text = season('  - { level: 1, requiredXp: 100 }\n  - { level: 3, requiredXp: 100 }');
    expect(problemsOf(text)).toEqual([
      'file.yaml: levels[1].level: must be 2 (levels run 1, 2, 3, ...)',
      'file.yaml: levels[1].requiredXp: must be above the previous level',
    ]);
  });

  it('takes requiredXp from a levelCurve or from every level, not both', () => {
    const curve = 'levelCurve: { firstLevelXp: 100, xpStep: 10 }';
    expect(problemsOf(season('  - { level: 1, requiredXp: 5 }', curve))).toEqual([
      'file.yaml: levels[0].requiredXp: not allowed with levelCurve',
    ]);
    expect(problemsOf(season('  - { level: 1 }'))).toEqual([
      'file.yaml: levels[0].requiredXp: required without levelCurve',
    ]);
  });

  it('rejects a key the season number cannot be parsed from', () => {
    expect(
      problemsOf(season('  - { level: 1, requiredXp: 5 }').replace('key: s2', 'key: two')),
    ).toEqual(['file.yaml: key: must look like s1 (the season number is parsed from it)']);
  });
});

describe('requiredXpByLevel', () => {
  it('sums a level curve: each level costs xpStep more than the one before', () => {
    const levels = [1, 2, 3].map((level) => ({ level, basicRewards: [], premiumRewards: [] }));
    expect(requiredXpByLevel({ levelCurve: { firstLevelXp: 100, xpStep: 10 }, levels })).toEqual([
      100, 210, 330,
    ]);
  });
});

describe('the demo files', () => {
  it('point only at images that exist in public/images', async () => {
    const paths = new Set<string>();
    for (const file of await demoSeedFiles()) {
      for (const match of (await readFile(file, 'utf8')).matchAll(/\/images\/[\w./-]+\.svg/g))
        paths.add(match[0]);
    }
    expect(paths.size).toBeGreaterThan(40);
    const missing = [...paths].filter(
      (image) => !existsSync(`${imagesDirectory}${image.slice('/images'.length)}`),
    );
    expect(missing).toEqual([]);
  });
});
