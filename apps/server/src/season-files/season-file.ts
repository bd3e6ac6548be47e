// seasons/<group>-<key>.yaml: one battle pass season with its theme, levels and rewards (spec 1 §3).
import { z } from 'zod';
import { parseSeasonNumber } from '@levelup/domain/season';
import {
  colourSchema,
  imagePathSchema,
  instantSchema,
  itemKeySchema,
  positiveInt,
  slugSchema,
} from './fields.ts';
import { contrastShortfalls, shortfallMessage } from './theme-contrast.ts';

const rewardSchema = z.strictObject({
  itemKey: itemKeySchema,
  amount: positiveInt,
  /**
   * metaKey -> metaValue (spec 1 §3 Reward). A REDEEMABLE_CODE_ID here is ignored: players read their
   * own code's id (issue 12 Build 9, modules/rewards/code-metadata.ts).
   */
  metadata: z.record(z.string().regex(/^[A-Z_]+$/), z.string().min(1)).default({}),
});

const levelSchema = z.strictObject({
  level: positiveInt,
  /** Cumulative XP to reach the level; only when the file has no levelCurve. */
  requiredXp: z.number().int().nonnegative().optional(),
  basicRewards: z.array(rewardSchema).default([]),
  premiumRewards: z.array(rewardSchema).default([]),
});

/** Level n needs n * firstLevelXp + xpStep * n(n-1)/2 XP in all: each level costs xpStep more. */
const levelCurveSchema = z.strictObject({
  firstLevelXp: positiveInt,
  xpStep: z.number().int().nonnegative(),
});

const specialMissionSchema = z.strictObject({
  challengeKey: slugSchema,
  targetLevel: positiveInt,
  title: z.string().min(1),
  description: z.string().min(1),
  /** Snowflakes that bypass the mission; omit when it cannot be bypassed (spec 1 §2). */
  snowflakeBypassCost: positiveInt.optional(),
});

const themeSchema = z.strictObject({
  logoPath: imagePathSchema.optional(),
  bannerPath: imagePathSchema.optional(),
  faqDisabled: z.boolean().default(false),
  themeSettings: z
    .strictObject({
      primaryColor: colourSchema,
      accentColor: colourSchema,
      surfaceColor: colourSchema,
      surfaceRaisedColor: colourSchema,
      inkColor: colourSchema,
      inkMutedColor: colourSchema,
      defaultAvatarPath: imagePathSchema.optional(),
    })
    // Issue 15 Build 2: a theme whose text would be hard to read is refused, naming the colours.
    .superRefine((settings, context) => {
      for (const shortfall of contrastShortfalls(settings)) {
        const setting =
          shortfall.foreground in settings ? shortfall.foreground : shortfall.background;
        context.addIssue({ code: 'custom', path: [setting], message: shortfallMessage(shortfall) });
      }
    }),
  copySettings: z.strictObject({
    title: z.string().min(1),
    tagline: z.string().min(1).optional(),
    premiumPitch: z.string().min(1).optional(),
    /** spec 1 §3 User: a partner group's fixed fallback name for a player without a username. */
    anonymousUsername: z.string().min(1).max(40).optional(),
  }),
});

export const seasonFileSchema = z
  .strictObject({
    kind: z.literal('season'),
    group: slugSchema,
    key: z.string().refine(isSeasonKey, 'must look like s1 (the season number is parsed from it)'),
    name: z.string().min(1),
    slug: slugSchema,
    startDate: instantSchema,
    endDate: instantSchema,
    emailTemplateId: z.string().min(1).optional(),
    avaxPass: z.boolean().default(false),
    xpItemKey: itemKeySchema,
    premiumPassItemKey: itemKeySchema,
    xpBoosters: z.array(itemKeySchema).default([]),
    supportedWalletIds: z.array(z.string().min(1)).default([]),
    theme: themeSchema,
    levelCurve: levelCurveSchema.optional(),
    specialMissions: z.array(specialMissionSchema).default([]),
    levels: z.array(levelSchema).min(1),
  })
  .superRefine((file, context) => {
    if (file.endDate <= file.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'must be after startDate' });
    }
    file.levels.forEach((entry, index) => {
      if (entry.level !== index + 1) {
        context.addIssue({
          code: 'custom',
          path: ['levels', index, 'level'],
          message: `must be ${index + 1} (levels run 1, 2, 3, ...)`,
        });
      }
      if (file.levelCurve && entry.requiredXp !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['levels', index, 'requiredXp'],
          message: 'not allowed with levelCurve',
        });
      }
      if (!file.levelCurve && entry.requiredXp === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['levels', index, 'requiredXp'],
          message: 'required without levelCurve',
        });
      }
    });
    const xp = requiredXpByLevel(file);
    xp.forEach((value, index) => {
      const previous = xp[index - 1];
      if (previous !== undefined && value <= previous) {
        context.addIssue({
          code: 'custom',
          path: ['levels', index, 'requiredXp'],
          message: 'must be above the previous level',
        });
      }
    });
    file.specialMissions.forEach((mission, index) => {
      if (mission.targetLevel > file.levels.length) {
        context.addIssue({
          code: 'custom',
          path: ['specialMissions', index, 'targetLevel'],
          message: `no level ${mission.targetLevel} in this season`,
        });
      }
    });
  });

export type SeasonFile = z.infer<typeof seasonFileSchema>;

function isSeasonKey(key: string): boolean {
  try {
    parseSeasonNumber(key);
    return true;
  } catch {
    return false;
  }
}

/** Cumulative requiredXp of each level, from the curve or from the levels themselves. */
export function requiredXpByLevel(file: Pick<SeasonFile, 'levelCurve' | 'levels'>): number[] {
  const curve = file.levelCurve;
  return file.levels.map((entry) =>
    curve
      ? entry.level * curve.firstLevelXp + (curve.xpStep * entry.level * (entry.level - 1)) / 2
      : (entry.requiredXp ?? 0),
  );
}
