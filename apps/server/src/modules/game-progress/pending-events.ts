// Events for players nobody has linked yet (issue 11 §2: "events for unknown players are kept for a
// bounded time and applied if the player links later"). When a player signs up or links an identity,
// the events waiting for it are applied under the player lock, each once: the conditional update from
// pending to applied is what claims an event, in the transaction of its progress. A periodic job expires
// the events past their retention and catches any player whose sign-up raced an event's arrival.
import { and, eq, lte, or, sql } from 'drizzle-orm';
import { gameEvents } from '#db/schema/game-progress.ts';
import { userIdentities, users } from '#db/schema/users.ts';
import { recordProgress } from '#modules/challenges/progress.ts';
import { lockPlayer } from '#modules/progression/store.ts';
import { progressEventOf, type IngestDeps } from './ingest.ts';
import { identitiesOfPlayer } from './player-identities.ts';

/** Applies the unexpired events waiting for this player's identities; returns how many. */
export async function applyPendingEvents(
  deps: Pick<IngestDeps, 'inTransaction'>,
  userId: string,
): Promise<number> {
  return deps.inTransaction(async (scope) => {
    if (!(await lockPlayer(scope.tx, userId))) return 0;
    const identities = await identitiesOfPlayer(scope.tx, userId);
    if (identities.length === 0) return 0;
    const claimed = await scope.tx
      .update(gameEvents)
      .set({ status: 'applied', userId, appliedAt: scope.now, expiresAt: null })
      .where(
        and(
          eq(gameEvents.status, 'pending'),
          sql`${gameEvents.expiresAt} > ${scope.now.toISOString()}`,
          or(
            ...identities.map((identity) =>
              and(
                eq(gameEvents.identityKind, identity.kind),
                eq(gameEvents.identity, identity.value),
              ),
            ),
          ),
        ),
      )
      .returning();
    if (claimed.length === 0) return 0;
    claimed.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    await recordProgress(scope, userId, claimed.map(progressEventOf));
    return claimed.length;
  });
}

/** Players this many at most per sweep; the next sweep takes the rest. */
const SWEEP_PLAYERS = 500;

/**
 * Expires the pending events past their retention (their ids stay: a late resend is a duplicate, and
 * their attributes are dropped), then applies the pending events whose identity a player now has.
 */
export async function sweepPendingEvents(
  deps: Pick<IngestDeps, 'db' | 'inTransaction' | 'now'>,
): Promise<{ expired: number; applied: number }> {
  const expired = await deps.db
    .update(gameEvents)
    .set({ status: 'expired', attributes: {} })
    .where(and(eq(gameEvents.status, 'pending'), lte(gameEvents.expiresAt, deps.now())))
    .returning({ eventId: gameEvents.eventId });
  const byEmail = deps.db
    .selectDistinct({ userId: users.id })
    .from(gameEvents)
    .innerJoin(users, eq(users.email, gameEvents.identity))
    .where(and(eq(gameEvents.status, 'pending'), eq(gameEvents.identityKind, 'email')))
    .limit(SWEEP_PLAYERS);
  const byAccount = deps.db
    .selectDistinct({ userId: userIdentities.userId })
    .from(gameEvents)
    .innerJoin(
      userIdentities,
      sql`${gameEvents.identity} = ${userIdentities.provider} || ':' || ${userIdentities.providerUserId}`,
    )
    .where(and(eq(gameEvents.status, 'pending'), eq(gameEvents.identityKind, 'account')))
    .limit(SWEEP_PLAYERS);
  const players = new Set([...(await byEmail), ...(await byAccount)].map((row) => row.userId));
  let applied = 0;
  for (const userId of players) applied += await applyPendingEvents(deps, userId);
  return { expired: expired.length, applied };
}
