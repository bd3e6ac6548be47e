// The Publisher Dashboard's rules (issue 14 Build 4): every call names a studio, and the server checks
// that the signed-in player is one of its publisher users (studio-members.ts) before anything else;
// another studio answers not-authorized. Keys are created and revoked through the game-progress key
// store (two live at once); a test event goes through the real signed ingest path with the studio's
// newest live key, so it is applied, a duplicate or refused exactly like a game's.
import { z } from 'zod';
import type { Database } from '#db/client.ts';
import { invalidInput, notAuthorized, tooManyRequests, unauthenticated } from '#errors.ts';
import type { GameProgressService } from '#modules/game-progress/service.ts';
import { signBatch } from '#modules/game-progress/signature.ts';
import { memberStudio, studiosOfMember } from '#modules/game-progress/studio-members.ts';
import {
  createStudioKey,
  findLiveKey,
  listStudioKeys,
  revokeStudioKey,
} from '#modules/game-progress/studios-store.ts';
import { findUserById } from '#modules/accounts/users-store.ts';
import type { PublisherStudioModel } from './models.ts';
import {
  latestStudioEvents,
  missionCompletions,
  studioGames,
  type StudioEventFilter,
} from './store.ts';

/** The inspector shows at most this many events at once. */
export const MAX_INSPECTED_EVENTS = 100;

export const TEST_EVENT_TYPE = 'test_event';

const testEventInput = z.object({
  clientEventId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'clientEventId: 8 to 64 letters, digits or dashes'),
  gameKey: z.string().min(1).max(100),
  type: z.string().max(64).nullish(),
  playerEmail: z.string().max(320).nullish(),
});

export type StudioTestEventInput = z.input<typeof testEventInput>;

const toModel = (row: PublisherStudioModel): PublisherStudioModel => ({
  id: row.id,
  key: row.key,
  name: row.name,
  gameKeys: row.gameKeys,
});

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export type PublisherService = ReturnType<typeof createPublisherService>;

export function createPublisherService({
  db,
  gameProgress,
  now,
}: {
  db: Database;
  gameProgress: Pick<GameProgressService, 'receiveBatch'>;
  now: () => Date;
}) {
  /** The studio, if the viewer is one of its publisher users; refused otherwise. */
  async function studioOf(viewerId: string | null, studioId: string) {
    if (!viewerId) throw unauthenticated();
    const studio = await memberStudio(db, viewerId, studioId);
    if (!studio) throw notAuthorized('You are not a publisher user of this studio.');
    return studio;
  }

  return {
    async studios(viewerId: string | null): Promise<PublisherStudioModel[]> {
      if (!viewerId) throw unauthenticated();
      return (await studiosOfMember(db, viewerId)).map(toModel);
    },

    async studio(viewerId: string | null, studioId: string): Promise<PublisherStudioModel> {
      return toModel(await studioOf(viewerId, studioId));
    },

    games: (studio: PublisherStudioModel) => studioGames(db, studio.gameKeys),

    async keys(studio: PublisherStudioModel) {
      return (await listStudioKeys(db, studio.key)).reverse();
    },

    events(studio: PublisherStudioModel, filter: StudioEventFilter) {
      const limit = Math.min(Math.max(filter.limit, 1), MAX_INSPECTED_EVENTS);
      return latestStudioEvents(db, studio.id, { ...filter, limit });
    },

    missions: (studio: PublisherStudioModel) =>
      missionCompletions(db, studio.gameKeys, startOfUtcDay(now())),

    async createKey(viewerId: string | null, studioId: string) {
      const studio = await studioOf(viewerId, studioId);
      const created = await createStudioKey(db, studio.key);
      const listed = (await listStudioKeys(db, studio.key)).find((key) => key.id === created.keyId);
      if (!listed) throw new Error('the new studio key vanished');
      return { key: listed, secret: created.secret };
    },

    async revokeKey(viewerId: string | null, studioId: string, keyId: string) {
      const studio = await studioOf(viewerId, studioId);
      await revokeStudioKey(db, studio.key, keyId);
      const revoked = (await listStudioKeys(db, studio.key)).find((key) => key.id === keyId);
      if (!revoked) throw new Error('the revoked studio key vanished');
      return revoked;
    },

    async sendTestEvent(viewerId: string | null, studioId: string, rawInput: StudioTestEventInput) {
      const studio = await studioOf(viewerId, studioId);
      const parsed = testEventInput.safeParse(rawInput);
      if (!parsed.success) throw invalidInput(z.prettifyError(parsed.error));
      const input = parsed.data;
      const liveKeys = (await listStudioKeys(db, studio.key)).filter((key) => !key.revokedAt);
      const newest = liveKeys.at(-1);
      if (!newest) throw invalidInput('Create a key first: test events are signed with it.');
      const email =
        input.playerEmail?.trim() || (viewerId ? (await findUserById(db, viewerId))?.email : null);
      if (!email) throw invalidInput('Name the player by e-mail.');
      const eventId = `test-${input.clientEventId}`;
      const rawBody = Buffer.from(
        JSON.stringify({
          events: [
            {
              id: eventId,
              player: { email },
              type: input.type?.trim() || TEST_EVENT_TYPE,
              gameKey: input.gameKey,
              occurredAt: now().toISOString(),
              attributes: { test: true },
            },
          ],
        }),
      );
      const live = await findLiveKey(db, newest.id);
      if (!live) throw invalidInput('The key was revoked meanwhile: send again.');
      const timestamp = String(Math.floor(now().getTime() / 1000));
      const answer = await gameProgress.receiveBatch({
        keyId: newest.id,
        timestamp,
        signature: signBatch(live.secret, timestamp, rawBody),
        rawBody,
      });
      if (answer.status === 429)
        throw tooManyRequests((answer.body.retryAfterSeconds ?? 60) * 1000);
      if (answer.status !== 200) throw invalidInput(answer.body.message);
      const [result] = answer.body.results;
      if (!result) throw new Error('the test batch had no result');
      return result.status === 'refused'
        ? { eventId, status: result.status, reason: result.reason, message: result.message }
        : { eventId, status: result.status, reason: null, message: null };
    },
  };
}
