// Applies mints.yaml: free mints upserted by id, each with exactly the file's events. Minted and
// reserved counters are set only when a mint is created: afterwards they belong to live reservations.
import { inArray, sql, and } from 'drizzle-orm';
import { missions } from '#db/schema/challenges.ts';
import { freeMintEvents, freeMints } from '#db/schema/mints.ts';
import { updateWhenChanged } from '#db/upsert.ts';
import { loadItemTypes, ReferenceCheck, type ApplyContext } from './apply-context.ts';
import type { MintsFile } from './mints-file.ts';

export async function applyMints(context: ApplyContext, file: MintsFile): Promise<void> {
  if (file.freeMints.length === 0) return;
  // A collection's badge must be a catalog item (spec 2 §7 claim badge golds).
  const badges = file.freeMints.flatMap((mint, index) =>
    mint.badgeItemKey ? [{ index, key: mint.badgeItemKey }] : [],
  );
  const known = await loadItemTypes(
    context.tx,
    badges.map((badge) => badge.key),
  );
  const check = new ReferenceCheck(context.source);
  for (const badge of badges)
    check.item(known, ['freeMints', badge.index, 'badgeItemKey'], badge.key);
  // A collection's missions are ordinary missions of the challenges data (issue 13).
  const missionKeys = [...new Set(file.freeMints.flatMap((mint) => mint.missions))];
  const knownMissions = new Set(
    missionKeys.length === 0
      ? []
      : (
          await context.tx
            .select({ key: missions.key })
            .from(missions)
            .where(inArray(missions.key, missionKeys))
        ).map((row) => row.key),
  );
  for (const [index, mint] of file.freeMints.entries())
    for (const [position, key] of mint.missions.entries())
      if (!knownMissions.has(key))
        check.fail(['freeMints', index, 'missions', position], `unknown mission key "${key}"`);
  check.throwIfAny();
  const written = await context.tx
    .insert(freeMints)
    .values(
      file.freeMints.map(({ events: _events, missions: missionKeys, offchainAction, ...mint }) => ({
        ...mint,
        missionKeys,
        offchainPendingDisplay: offchainAction?.pendingDisplay ?? null,
        airdropDelaySeconds: offchainAction?.airdropDelaySeconds ?? 0,
        slug: mint.slug ?? null,
        videoPath: mint.videoPath ?? null,
        offchainActionType: mint.offchainActionType ?? null,
        contractAddress: mint.contractAddress ?? null,
        weeklyGoldBonus: mint.weeklyGoldBonus ?? null,
        badgeItemKey: mint.badgeItemKey ?? null,
        releasedAt: mint.releasedAt ?? null,
        endAt: mint.endAt ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: freeMints.id,
      ...updateWhenChanged(freeMints, [
        'slug',
        'name',
        'description',
        'imagePath',
        'videoPath',
        'type',
        'chainId',
        'contractType',
        'offchainActionType',
        'contractAddress',
        'weeklyGoldBonus',
        'badgeItemKey',
        'collectionGroups',
        'releasedAt',
        'endAt',
        'listPrice',
        'maxSupply',
        'priority',
        'isHidden',
        'missionKeys',
        'reserveLimitPerPlayer',
        'mintLimitPerPlayer',
        'reservationMinutes',
        'offchainPendingDisplay',
        'airdropDelaySeconds',
      ]),
    })
    .returning({ id: freeMints.id });
  context.changes += written.length;

  const events = file.freeMints.flatMap((mint) =>
    mint.events.map((event, position) => ({
      freeMintId: mint.id,
      position,
      startAt: event.startAt,
      endAt: event.endAt ?? null,
      registrationStartedAt: event.whitelistConfig?.registrationStartedAt ?? null,
      registrationEndedAt: event.whitelistConfig?.registrationEndedAt ?? null,
    })),
  );
  if (events.length > 0) {
    const writtenEvents = await context.tx
      .insert(freeMintEvents)
      .values(events)
      .onConflictDoUpdate({
        target: [freeMintEvents.freeMintId, freeMintEvents.position],
        ...updateWhenChanged(freeMintEvents, [
          'startAt',
          'endAt',
          'registrationStartedAt',
          'registrationEndedAt',
        ]),
      })
      .returning({ id: freeMintEvents.id });
    context.changes += writtenEvents.length;
  }
  const counts = file.freeMints.map(
    (mint) => sql`(${mint.id}::text, ${mint.events.length}::integer)`,
  );
  const removed = await context.tx
    .delete(freeMintEvents)
    .where(
      and(
        inArray(
          freeMintEvents.freeMintId,
          file.freeMints.map((mint) => mint.id),
        ),
        sql`EXISTS (SELECT 1 FROM (VALUES ${sql.join(counts, sql`, `)}) AS t(mint_id, n)
          WHERE t.mint_id = ${freeMintEvents.freeMintId} AND ${freeMintEvents.position} >= t.n)`,
      ),
    )
    .returning({ id: freeMintEvents.id });
  context.changes += removed.length;
}
