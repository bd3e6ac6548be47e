// Issue 29 (the operator console) on the server, the flow over GraphQL: an operator finds a
// player by e-mail and username, grants 500 GOLD with a reason, reads the line in the player's ledger
// with its running balance and the entry in the audit log with its before and after; a partner manager
// finds no one outside their group and grants nothing there; a data file with an error is refused naming
// the field, a correct one previews its diff and applies only with the previewed text's SHA-256, into
// the history; maintenance switched on and off from the console while players' writes are refused and
// accepted again (the console's own mutations stay open during maintenance).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataFileVersions } from '#db/schema/data-file-versions.ts';
import { users } from '#db/schema/users.ts';
import { serverRoot } from '#server-root.ts';
import { createPlayer, dataOf, errorOf, type Player } from './support/players.ts';
import { staffMember } from './support/staff.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let operator: Player;
beforeAll(async () => {
  server = await startTestServer();
  operator = await staffMember(server, 'operator');
});
afterAll(() => server.close());

const db = () => server.handle.db;
const tools = () => server.app.services.progression.operator;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const playerQuery = `query ($who: String!) {
  opsPlayer(who: $who) { id email username seasons { group key xp } }
}`;
const grantMutation = `mutation ($input: OpsGrantInput!) {
  opsGrantItem(input: $input) { playerId itemKey granted }
}`;
const ledgerQuery = `query ($playerId: ID!, $currency: String) {
  opsPlayerLedger(playerId: $playerId, currency: $currency) { currency delta balance reason battlePassId }
}`;
const auditQuery = `query ($player: String, $action: String) {
  opsAuditLog(player: $player, action: $action) {
    actor action groupKey playerId reason detail before after
  }
}`;
const previewMutation = `mutation ($name: String!, $text: String!) {
  opsPreviewDataFile(name: $name, text: $text) {
    sha256 files { kind changes } tables { table added changed removed } version
  }
}`;
const applyMutation = `mutation ($name: String!, $text: String!, $sha256: String!, $reason: String!) {
  opsApplyDataFile(name: $name, text: $text, sha256: $sha256, reason: $reason) {
    sha256 files { kind changes } version
  }
}`;
const historyQuery = `query ($kind: String) {
  opsDataFileHistory(kind: $kind) { version kind name sha256 author }
}`;
const maintenanceMutation = `mutation ($on: Boolean!, $message: String, $reason: String!) {
  opsSetMaintenance(on: $on, message: $message, reason: $reason) { maintenanceMode maintenanceMessage }
}`;
const updateBio = (player: Player, bio: string) =>
  player.graphql('mutation ($bio: String) { updateProfile(input: { bio: $bio }) { bio } }', {
    bio,
  });

/** A player who plays a season of `group` (a grant of its XP puts them in it). */
async function playerOf(group: string, label: string): Promise<Player> {
  const player = await createPlayer(server, label);
  await tools().grantXp({ email: player.email, amount: 10, reason: 'test setup', group });
  return player;
}

describe('player support from the console', () => {
  it('finds a player, grants 500 GOLD with a reason, and shows it in the ledger and the audit log', async () => {
    const player = await playerOf('allypass', 'demo-like');
    const username = `demo${player.id.slice(0, 6)}`;
    await db().update(users).set({ username }).where(eq(users.id, player.id));
    const [named] = await db()
      .select({ discriminator: users.discriminator })
      .from(users)
      .where(eq(users.id, player.id));

    for (const who of [player.email, `${username}#${named!.discriminator}`])
      expect(dataOf(await operator.graphql(playerQuery, { who }), 'opsPlayer')).toMatchObject({
        id: player.id,
        email: player.email,
        username,
        seasons: [{ group: 'allypass', key: 's1', xp: 10 }],
      });

    const reason = 'Compensation for the outage, ticket 5120';
    const grant = await operator.graphql(grantMutation, {
      input: { playerId: player.id, itemKey: 'GOLD', amount: 500, reason },
    });
    expect(dataOf(grant, 'opsGrantItem')).toEqual({
      playerId: player.id,
      itemKey: 'GOLD',
      granted: 500,
    });

    const ledger = await operator.graphql(ledgerQuery, { playerId: player.id, currency: 'GOLD' });
    expect(dataOf(ledger, 'opsPlayerLedger')).toEqual([
      { currency: 'GOLD', delta: 500, balance: 500, reason: 'ADMIN_OPS', battlePassId: null },
    ]);

    const audit = await operator.graphql(auditQuery, { player: player.id, action: 'item.grant' });
    expect(dataOf(audit, 'opsAuditLog')).toEqual([
      expect.objectContaining({
        actor: `console:${operator.email}`,
        action: 'item.grant',
        groupKey: 'allypass',
        playerId: player.id,
        reason,
        detail: expect.objectContaining({ itemKey: 'GOLD', amount: 500 }),
        before: expect.objectContaining({ balance: { itemKey: 'GOLD', amount: 0 } }),
        after: expect.objectContaining({ balance: { itemKey: 'GOLD', amount: 500 } }),
      }),
    ]);
    // Reading a player's record and ledger is audited too: support access to personal data is traced.
    const views = await operator.graphql(auditQuery, { player: player.id });
    expect(
      (dataOf(views, 'opsAuditLog') as { action: string; reason: string }[])
        .filter((entry) => entry.action.endsWith('view'))
        .map((entry) => [entry.action, entry.reason]),
    ).toEqual([
      ['player.ledger.view', 'Viewed in the console'],
      ['player.view', 'Viewed in the console'],
      ['player.view', 'Viewed in the console'],
    ]);
  });

  it('refuses a grant without a reason, and a revocation below zero, changing nothing', async () => {
    const player = await playerOf('allypass', 'no-reason');
    const noReason = await operator.graphql(grantMutation, {
      input: { playerId: player.id, itemKey: 'GOLD', amount: 5, reason: ' ' },
    });
    expect(errorOf(noReason).code).toBe('invalid-input');
    const revoke = await operator.graphql(
      `mutation ($input: OpsRevokeInput!) { opsRevokeItem(input: $input) { balance } }`,
      { input: { playerId: player.id, itemKey: 'GOLD', amount: 1, reason: 'Duplicate grant' } },
    );
    expect(errorOf(revoke).code).toBe('insufficient-balance');
    const audit = await operator.graphql(auditQuery, { player: player.id, action: 'item.grant' });
    expect(dataOf(audit, 'opsAuditLog')).toEqual([]);
  });
});

describe("a partner manager's console", () => {
  it('finds only players of their group, and grants only in its seasons', async () => {
    const manager = await staffMember(server, 'partner-manager', { groupKey: 'allypass' });
    const ours = await playerOf('allypass', 'ours');
    const theirs = await playerOf('nebula-guild', 'theirs');

    expect(
      dataOf(await manager.graphql(playerQuery, { who: ours.email }), 'opsPlayer'),
    ).toMatchObject({
      id: ours.id,
    });
    // Someone of another group is answered exactly as nobody at all.
    const hidden = errorOf(await manager.graphql(playerQuery, { who: theirs.email }));
    const nobody = errorOf(await manager.graphql(playerQuery, { who: 'nobody@example.test' }));
    expect(hidden).toEqual({ code: 'not-found', message: `No player matches "${theirs.email}".` });
    expect(nobody.code).toBe('not-found');
    expect(errorOf(await manager.graphql(ledgerQuery, { playerId: theirs.id })).code).toBe(
      'not-found',
    );
    // A name both players share is counted among the manager's players only: the answer does not hint
    // at the other one ("2 players match"), while an operator is asked to be precise.
    await db()
      .update(users)
      .set({ username: 'SharedName' })
      .where(inArray(users.id, [ours.id, theirs.id]));
    expect(
      dataOf(await manager.graphql(playerQuery, { who: 'SharedName' }), 'opsPlayer'),
    ).toMatchObject({ id: ours.id });
    expect(errorOf(await operator.graphql(playerQuery, { who: 'SharedName' })).code).toBe(
      'invalid-input',
    );

    const elsewhere = await manager.graphql(grantMutation, {
      input: {
        playerId: theirs.id,
        itemKey: 'GOLD',
        amount: 5,
        reason: 'Partner event prize',
        group: 'nebula-guild',
      },
    });
    expect(errorOf(elsewhere).code).toBe('not-authorized');
    expect(
      dataOf(
        await operator.graphql(ledgerQuery, { playerId: theirs.id, currency: 'GOLD' }),
        'opsPlayerLedger',
      ),
    ).toEqual([]);

    // The audit log: the entries of their group only.
    const entries = dataOf(await manager.graphql(auditQuery, {}), 'opsAuditLog') as {
      groupKey: string | null;
    }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.groupKey === 'allypass')).toBe(true);
  });
});

describe('maintenance from the console', () => {
  it("refuses players' writes while on, and the console switches it off again", async () => {
    const player = await createPlayer(server, 'maintenance');
    // The same console query before and after: no cache (visitor or player answers) keeps an ops answer.
    const switchesQuery = '{ opsSiteSwitches { maintenanceMode } }';
    expect(dataOf(await operator.graphql(switchesQuery), 'opsSiteSwitches')).toEqual({
      maintenanceMode: false,
    });
    const message = 'Back at 14:00 UTC: we are polishing the chests.';
    const on = await operator.graphql(maintenanceMutation, {
      on: true,
      message,
      reason: 'Chest odds migration',
    });
    expect(dataOf(on, 'opsSetMaintenance')).toEqual({
      maintenanceMode: true,
      maintenanceMessage: message,
    });
    expect(dataOf(await operator.graphql(switchesQuery), 'opsSiteSwitches')).toEqual({
      maintenanceMode: true,
    });
    const refused = await updateBio(player, 'during maintenance');
    expect(errorOf(refused)).toEqual({ code: 'maintenance-mode', message });

    // A new version of the site file: the latest one with the switch changed, its comments kept.
    const [latest] = dataOf<{ version: number; author: string }[]>(
      await operator.graphql(historyQuery, { kind: 'site' }),
      'opsDataFileHistory',
    );
    expect(latest?.author).toBe(`console:${operator.email}`);
    const [stored] = await db()
      .select({ content: dataFileVersions.content })
      .from(dataFileVersions)
      .where(eq(dataFileVersions.id, latest!.version));
    expect(stored?.content).toContain('# spec 2 §6 maintenance mode (issue 27)');
    expect(stored?.content).toContain('maintenanceMode: true');

    const off = await operator.graphql(maintenanceMutation, {
      on: false,
      reason: 'Migration done',
    });
    expect(dataOf(off, 'opsSetMaintenance')).toMatchObject({ maintenanceMode: false });
    expect(dataOf(await updateBio(player, 'after maintenance'), 'updateProfile')).toEqual({
      bio: 'after maintenance',
    });
    const audit = dataOf(
      await operator.graphql(auditQuery, { action: 'site.maintenance' }),
      'opsAuditLog',
    ) as { reason: string; after: unknown }[];
    expect(audit.map((entry) => [entry.reason, entry.after])).toEqual([
      ['Migration done', { maintenanceMode: false }],
      ['Chest odds migration', { maintenanceMode: true, maintenanceMessage: message }],
    ]);
  });
});

describe('data files from the console', () => {
  it('refuses a file with an error naming the field, applies a correct one only as previewed', async () => {
    const broken = await operator.graphql(previewMutation, {
      name: 'site.yaml',
      text: 'kind: site\nfeatureFlags:\n  shop: "yes please"\n',
    });
    expect(errorOf(broken).code).toBe('invalid-input');
    expect(errorOf(broken).message).toContain('site.yaml: featureFlags.shop:');

    const text = 'kind: site\nfeatureFlags:\n  wallGuestCriteria: false\n';
    const preview = dataOf<{ sha256: string; tables: unknown[]; version: number | null }>(
      await operator.graphql(previewMutation, { name: 'site.yaml', text }),
      'opsPreviewDataFile',
    );
    expect(preview).toMatchObject({
      sha256: sha256(text),
      files: [{ kind: 'site', changes: 1 }],
      tables: [{ table: 'feature_flags', added: 0, changed: 1, removed: 0 }],
      version: null,
    });
    // Nothing applied by the preview.
    const flags = '{ featureFlags { wallGuestCriteria } }';
    expect(dataOf(await server.graphql(flags), 'featureFlags')).toEqual({
      wallGuestCriteria: true,
    });

    const reason = 'Guest criteria off for the partner launch';
    const stale = await operator.graphql(applyMutation, {
      name: 'site.yaml',
      text: `${text}  shop: false\n`,
      sha256: preview.sha256,
      reason,
    });
    expect(errorOf(stale)).toMatchObject({ code: 'invalid-input' });
    expect(errorOf(stale).message).toContain('The file changed since its preview');

    const applied = dataOf<{ version: number }>(
      await operator.graphql(applyMutation, {
        name: 'site.yaml',
        text,
        sha256: preview.sha256,
        reason,
      }),
      'opsApplyDataFile',
    );
    expect(applied.version).toBeGreaterThan(0);
    expect(dataOf(await server.graphql(flags), 'featureFlags')).toEqual({
      wallGuestCriteria: false,
    });

    const history = dataOf<unknown[]>(
      await operator.graphql(historyQuery, { kind: 'site' }),
      'opsDataFileHistory',
    );
    expect(history[0]).toEqual({
      version: applied.version,
      kind: 'site',
      name: 'site.yaml',
      sha256: preview.sha256,
      author: `console:${operator.email}`,
    });
    const audit = dataOf(
      await operator.graphql(auditQuery, { action: 'data-file.apply' }),
      'opsAuditLog',
    );
    expect(audit).toEqual([
      expect.objectContaining({
        actor: `console:${operator.email}`,
        groupKey: null,
        reason,
        detail: expect.objectContaining({ kind: 'site', version: applied.version }),
      }),
    ]);
  });

  it("lets a partner manager change their group's season file only", async () => {
    const manager = await staffMember(server, 'partner-manager', { groupKey: 'nebula-guild' });
    const season = await readFile(path.join(serverRoot, 'seasons/partner-s1.yaml'), 'utf8');
    const own = await manager.graphql(previewMutation, { name: 'partner-s1.yaml', text: season });
    expect(dataOf(own, 'opsPreviewDataFile')).toMatchObject({ files: [{ kind: 'season' }] });
    const site = await manager.graphql(previewMutation, {
      name: 'site.yaml',
      text: 'kind: site\nfeatureFlags:\n  shop: false\n',
    });
    expect(errorOf(site).code).toBe('not-authorized');
    const other = await readFile(path.join(serverRoot, 'seasons/allypass-s1.yaml'), 'utf8');
    const foreign = await manager.graphql(previewMutation, {
      name: 'allypass-s1.yaml',
      text: other,
    });
    expect(errorOf(foreign).code).toBe('not-authorized');
    // The history: the versions of their group's files only (the demo seed's partner season).
    const history = dataOf<{ name: string }[]>(
      await manager.graphql(historyQuery, {}),
      'opsDataFileHistory',
    );
    expect(history.map((version) => version.name)).toEqual(['partner-s1.yaml']);
  });
});
