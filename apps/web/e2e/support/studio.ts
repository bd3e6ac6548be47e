// A game studio of the end-to-end server: the demo studio's signed events, sent with the studios'
// own client package (issue 11 "A TypeScript client for studios").
import { expect } from '@playwright/test';
import { createGameProgressClient } from '@levelup/game-progress-client/client';
import type { TrackedEvent } from '@levelup/game-progress-client/events';
import { E2E_STUDIO_KEY } from '@levelup/playwright-config/studio';

export type PlayEvent = Omit<TrackedEvent, 'player'>;

/** Sends the player's events now and expects every one applied. */
export async function sendGameEvents(baseURL: string, email: string, events: PlayEvent[]) {
  const client = createGameProgressClient({
    endpoint: baseURL,
    keyId: E2E_STUDIO_KEY.keyId,
    secret: E2E_STUDIO_KEY.secret,
    flushIntervalMs: 0,
  });
  for (const event of events) client.track({ ...event, player: { email } });
  const { results, unsent, error } = await client.shutdown();
  expect(error, error?.message).toBeNull();
  expect(unsent).toBe(0);
  expect(results.map((result) => result.status)).toEqual(events.map(() => 'applied'));
}

const times = (n: number, event: PlayEvent) => Array.from({ length: n }, () => ({ ...event }));

/**
 * The events that complete each daily mission of the demo pool (apps/server/seasons/challenges.yaml)
 * that a game reports, with the XP it pays (0 for other rewards).
 */
export const DAILY_MISSION_EVENTS: Record<string, { events: PlayEvent[]; xp: number }> = {
  'Play a match': {
    events: times(1, { type: 'match_played', gameKey: 'starforge-arena' }),
    xp: 100,
  },
  'Play 3 matches': {
    events: times(3, { type: 'match_played', gameKey: 'nebula-drift' }),
    xp: 250,
  },
  'Win a match': { events: times(1, { type: 'match_won', gameKey: 'nebula-drift' }), xp: 200 },
  'Win 3 matches': { events: times(3, { type: 'match_won', gameKey: 'nebula-drift' }), xp: 400 },
  'Score 5,000 points': {
    events: [{ type: 'score', gameKey: 'starforge-arena', value: 5000 }],
    xp: 300,
  },
  'Play for 30 minutes': {
    events: [{ type: 'minutes_played', gameKey: 'emberfall-chronicles', value: 30 }],
    xp: 200,
  },
  'Complete a quest in Emberfall Chronicles': {
    events: [{ type: 'quest_completed', gameKey: 'emberfall-chronicles' }],
    xp: 150,
  },
  'Finish 2 races in Nebula Drift': {
    events: times(2, { type: 'race_finished', gameKey: 'nebula-drift' }),
    xp: 150,
  },
  'Craft 2 items': {
    events: times(2, { type: 'item_crafted', gameKey: 'runebound-tactics' }),
    xp: 150,
  },
  'Defeat 10 enemies': {
    events: [{ type: 'enemy_defeated', gameKey: 'emberfall-chronicles', value: 10 }],
    xp: 200,
  },
  'Reach a 5-win streak': {
    events: [{ type: 'win_streak', gameKey: 'starforge-arena', value: 5 }],
    xp: 500,
  },
};
