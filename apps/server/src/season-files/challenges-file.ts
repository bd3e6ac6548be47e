// seasons/challenges*.yaml: challenges and missions as data (issue 11 "Challenges as data"; spec 2 §3
// Challenge types, ChallengeStage, reward item). A challenge has stages (a fixed window or a duration
// counted from the player's start), each with missions (targets over player events) and stakes (what
// completing the stage pays). Daily, platform and standalone missions pay rewards of their own.
import { z } from 'zod';
import { parseInterval } from '@levelup/domain/interval';
import {
  imagePathSchema,
  instantSchema,
  itemKeySchema,
  positiveInt,
  slugSchema,
} from './fields.ts';

export const challengeTypes = [
  'Default',
  'Calendar',
  'Milestone',
  'BattlePassBlockerQuest',
  'BattlePassMission',
  'PlatformMission',
  'StandaloneMission',
] as const;

/** Types whose missions pay on their own (mission_rewards) rather than through a stage's stakes. */
export const missionRewardTypes: readonly (typeof challengeTypes)[number][] = [
  'PlatformMission',
  'StandaloneMission',
];

const rewardSchema = z.strictObject({
  itemKey: itemKeySchema,
  amount: positiveInt,
  metadata: z.record(z.string().regex(/^[A-Z_]+$/), z.string().min(1)).default({}),
});

/** An event type as games and the platform name them: lower snake case, e.g. match_won. */
const eventTypeSchema = z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be lower_snake_case');

const missionSchema = z.strictObject({
  key: slugSchema,
  title: z.string().min(1),
  description: z.string().default(''),
  /** Event types that count, e.g. [match_won] or the platform's [level_reached]. */
  eventTypes: z.array(eventTypeSchema).min(1),
  /** Only events of this game count; omit for any game and for platform events. */
  gameKey: slugSchema.optional(),
  /** Every attribute listed must equal the event's, e.g. { mode: ranked }. */
  filters: z.record(z.string().min(1), z.union([z.string(), z.number(), z.boolean()])).default({}),
  /** count: one per event; sum: the events' values; max: the largest value. */
  aggregate: z.enum(['count', 'sum', 'max']).default('count'),
  /** Count per value of this attribute (e.g. roundId) and take the best group. */
  groupBy: z.string().min(1).optional(),
  targetValue: positiveInt,
  /** What the mission pays on its own (daily, platform and standalone missions). */
  rewards: z.array(rewardSchema).default([]),
});

const stakeSchema = z.strictObject({ rewards: z.array(rewardSchema).min(1) });

const stageSchema = z
  .strictObject({
    startAt: instantSchema.optional(),
    endAt: instantSchema.optional(),
    /** spec 2 §3 interval string counted from the player's start, e.g. "7 days". */
    duration: z
      .string()
      .refine((text) => isInterval(text), 'must be an interval such as "7 days" or "12:00:00"')
      .optional(),
    missions: z.array(missionSchema).min(1),
    stakes: z.array(stakeSchema).default([]),
  })
  .refine((stage) => !(stage.endAt && stage.duration), {
    message: 'give endAt or duration, not both',
    path: ['duration'],
  })
  .refine((stage) => !stage.startAt || !stage.endAt || stage.startAt < stage.endAt, {
    message: 'must be after startAt',
    path: ['endAt'],
  });

const challengeSchema = z
  .strictObject({
    key: slugSchema,
    type: z.enum(challengeTypes),
    title: z.string().min(1),
    description: z.string().default(''),
    imagePath: imagePathSchema.optional(),
    /** The season of BattlePass* challenges. */
    battlePass: z.strictObject({ group: z.string().min(1), key: z.string().min(1) }).optional(),
    gameKey: slugSchema.optional(),
    /** A pool of daily missions: each UTC day's list is pinned from it (spec 1 §3 Daily mission list). */
    dailyPool: z.boolean().default(false),
    /** Progress counts without enrolling (daily, platform and blocker missions). */
    autoStart: z.boolean().default(false),
    /** BattlePassBlockerQuest: Snowflakes that bypass it (spec 1 §2). */
    snowflakeBypassCost: positiveInt.optional(),
    /** The level whose entry shows this challenge's reward, or the level a blocker quest holds. */
    battlePassLevel: positiveInt.optional(),
    priority: z.number().int().default(0),
    stages: z.array(stageSchema).min(1),
  })
  .superRefine((challenge, context) => {
    const fail = (path: PropertyKey[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    if (challenge.type.startsWith('BattlePass') && !challenge.battlePass)
      fail(['battlePass'], `a ${challenge.type} challenge needs its battle pass`);
    if (challenge.type === 'BattlePassBlockerQuest' && challenge.battlePassLevel === undefined)
      fail(['battlePassLevel'], 'a blocker quest needs the level it holds');
    if (challenge.dailyPool && challenge.type !== 'BattlePassMission')
      fail(['dailyPool'], 'only BattlePassMission challenges hold daily pools');
    const ownRewards = challenge.dailyPool || missionRewardTypes.includes(challenge.type);
    challenge.stages.forEach((stage, stageIndex) => {
      stage.missions.forEach((mission, missionIndex) => {
        if (ownRewards && mission.rewards.length === 0)
          fail(
            ['stages', stageIndex, 'missions', missionIndex, 'rewards'],
            'daily, platform and standalone missions need rewards',
          );
      });
      if (!ownRewards && challenge.type !== 'BattlePassBlockerQuest' && stage.stakes.length === 0)
        fail(['stages', stageIndex, 'stakes'], 'a stage needs at least one stake');
    });
  });

export const challengesFileSchema = z.strictObject({
  kind: z.literal('challenges'),
  challenges: z.array(challengeSchema),
});

export type ChallengesFile = z.infer<typeof challengesFileSchema>;
export type ChallengeEntry = ChallengesFile['challenges'][number];

function isInterval(text: string): boolean {
  try {
    parseInterval(text);
    return true;
  } catch {
    return false;
  }
}
