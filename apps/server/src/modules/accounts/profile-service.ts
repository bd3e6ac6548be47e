// The signed-in player's own record: reading it, the profile (spec 2 §5), flags (spec 1 §3, §7 Upsert
// user flags), the SSO-upgrade reward (spec 1 §4, §9: 100 Playpoints once) and the avatar (spec 2 §4).
import { randomBytes } from 'node:crypto';
import { validateBio, validateProfileName } from '@levelup/domain/profile-rules';
import type { Database } from '#db/client.ts';
import {
  AppError,
  BIO_BANNED_MESSAGE,
  invalidInput,
  unauthenticated,
  USERNAME_BANNED_MESSAGE,
} from '#errors.ts';
import { credit } from '#modules/ledger/service.ts';
import { transactionWithEvents, type PlayerEvents } from '#realtime/player-events.ts';
import type { Storage } from '#storage/storage.ts';
import { toAvatarWebp } from './avatar-image.ts';
import { bioHasBannedWord, nameHasBannedWord } from './banned-words.ts';
import { Currency, loadUserModel, type UserModel } from './models.ts';
import { patchUserFlags } from './user-flags.ts';
import { nameCharacterProblem } from './username-characters.ts';
import { findUserById, lockUser, updateUser, type UserChanges } from './users-store.ts';

/** spec 1 §9 "upgrade reward 100 Playpoints". */
export const SSO_UPGRADE_REWARD_PLAYPOINTS = 100;

export type ProfileService = ReturnType<typeof createProfileService>;

export function createProfileService({
  db,
  storage,
  events,
}: {
  db: Database;
  storage: Storage;
  /** Where the reward's balance change is announced (issue 10 fault 15). */
  events: PlayerEvents;
}) {
  async function reload(viewerId: string): Promise<UserModel> {
    const row = await findUserById(db, viewerId);
    if (!row) throw unauthenticated();
    return loadUserModel(db, row);
  }

  async function me(viewerId: string | null): Promise<UserModel | null> {
    if (!viewerId) return null;
    const row = await findUserById(db, viewerId);
    return row ? loadUserModel(db, row) : null;
  }

  return {
    reload,
    me,

    /**
     * spec 2 §7 Fetch user by id: the record, playpoints from the first playpoints row and the flags.
     * Only the viewer's own id answers (another player's balances and flags are theirs): null otherwise.
     */
    async userById(viewerId: string | null, id: string): Promise<UserModel | null> {
      return viewerId !== null && id === viewerId ? me(viewerId) : null;
    },

    /** spec 2 §7 Fetch profile picture path (polled after an upload, spec 2 §4): the viewer's own. */
    async profilePicPath(viewerId: string | null, id: string): Promise<string | null> {
      if (viewerId === null || id !== viewerId) return null;
      return (await findUserById(db, viewerId))?.profilePicPath ?? null;
    },

    /**
     * spec 2 §5 name and bio rules (texts from @levelup/domain), the characters a name may not use
     * (username-characters.ts), then the banned words (spec 2 §8).
     */
    async updateProfile(
      viewerId: string,
      input: { username?: string | null; bio?: string | null },
    ): Promise<UserModel> {
      const changes: UserChanges = {};
      if (input.username != null) {
        const problem = validateProfileName(input.username) ?? nameCharacterProblem(input.username);
        if (problem) throw invalidInput(problem);
        if (nameHasBannedWord(input.username))
          throw new AppError('username-banned', USERNAME_BANNED_MESSAGE);
        changes.username = input.username;
      }
      if (input.bio != null) {
        const problem = validateBio(input.bio);
        if (problem) throw invalidInput(problem);
        if (bioHasBannedWord(input.bio)) throw new AppError('bio-banned', BIO_BANNED_MESSAGE);
        changes.bio = input.bio === '' ? null : input.bio;
      }
      if (Object.keys(changes).length > 0) await updateUser(db, viewerId, changes);
      return reload(viewerId);
    },

    /** A JSON merge patch of the player's own flags. */
    async upsertUserFlags(viewerId: string, userId: string, patch: unknown): Promise<UserModel> {
      if (userId !== viewerId) throw invalidInput('You can only change your own flags.');
      await db.transaction(async (tx) => {
        const row = await lockUser(tx, viewerId);
        if (!row) throw unauthenticated();
        await updateUser(tx, viewerId, { userFlags: patchUserFlags(row.userFlags, patch) });
      });
      return reload(viewerId);
    },

    /** Credits the reward once per player: a repeated or concurrent claim is a no-op. */
    async claimSsoUpgradeReward(viewerId: string): Promise<UserModel> {
      await transactionWithEvents(db, events, async (tx, emit) => {
        const row = await lockUser(tx, viewerId);
        if (!row) throw unauthenticated();
        if (row.userFlags['has_migrated_to_sso'] !== true)
          throw invalidInput('Sign in with e-mail or a provider first.');
        await credit(
          { tx, emit },
          {
            userId: viewerId,
            currency: Currency.playpoint,
            amount: SSO_UPGRADE_REWARD_PLAYPOINTS,
            reason: 'SSO_UPGRADE',
            idempotencyKey: `sso-upgrade:${viewerId}`,
          },
        );
      });
      return reload(viewerId);
    },

    /** Stores a re-encoded avatar and points the profile at it; returns the new path. */
    async setAvatar(viewerId: string, upload: Uint8Array): Promise<string> {
      const webp = await toAvatarWebp(upload);
      const key = `avatars/${viewerId}/${randomBytes(8).toString('hex')}.webp`;
      await storage.put(key, webp, 'image/webp');
      const path = storage.url(key);
      await updateUser(db, viewerId, { profilePicPath: path });
      return path;
    },
  };
}
