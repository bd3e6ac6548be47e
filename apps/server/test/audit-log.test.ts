// Issue 29 (the audit log): an operator's grant or mission completion says why, and who did it, when,
// what and the player's state before and after are written in the same transaction as the change —
// once, also when the same grant is repeated, and never for a change that did not happen. The log is
// append-only, searchable by actor, player and action, and exports as CSV.
import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#db/schema/audit-log.ts';
import { auditCsv, searchAudit } from '#modules/audit/audit-log.ts';
import { balanceOf, createPlayer, grantXp, seasonOf } from './support/players.ts';
import { operatorPost as postOperator } from './support/operator-api.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const authSecret = randomBytes(32).toString('hex');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_SECRET: authSecret } });
});
afterAll(() => server.close());

const db = () => server.handle.db;
const operator = () => server.app.services.progression.operator;

const operatorPost = (route: string, body: unknown) =>
  postOperator(server, authSecret, route, body);

describe('the audit log of operator actions', () => {
  it('keeps a grant with its actor, reason and the balance before and after, once per grant', async () => {
    const player = await createPlayer(server);
    const grant = {
      email: player.email,
      itemKey: 'GOLD',
      amount: 500,
      reason: 'Goodwill: the match server lost their win',
      actor: 'ops@example.test',
      idempotencyKey: `audit-${player.id}`,
    };
    expect((await operatorPost('item-grants', grant)).status).toBe(200);
    expect((await operatorPost('item-grants', grant)).status).toBe(200);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(500);

    const entries = await searchAudit(db(), { player: player.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: 'ops@example.test',
      action: 'item.grant',
      playerId: player.id,
      playerEmail: player.email,
      reason: 'Goodwill: the match server lost their win',
      detail: { itemKey: 'GOLD', amount: 500, idempotencyKey: grant.idempotencyKey },
      before: { xp: 0, level: 0, balance: { itemKey: 'GOLD', amount: 0 } },
      after: { xp: 0, level: 0, balance: { itemKey: 'GOLD', amount: 500 } },
    });
    expect(entries[0]?.at).toBeInstanceOf(Date);
  });

  it('writes nothing for a grant that is refused, with or without a reason', async () => {
    const player = await createPlayer(server);
    const refusals = [
      { email: player.email, itemKey: 'NO_SUCH_ITEM', amount: 5, reason: 'typo in the key' },
      { email: player.email, itemKey: 'GOLD', amount: 5 },
      { email: player.email, itemKey: 'GOLD', amount: 5, reason: ' x ' },
    ];
    for (const body of refusals) {
      const response = await operatorPost('item-grants', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid-input' });
    }
    await expect(
      operator().grantItem({ email: player.email, itemKey: 'GOLD', amount: 5, reason: '' }),
    ).rejects.toMatchObject({ code: 'invalid-input' });
    expect(await searchAudit(db(), { player: player.id })).toEqual([]);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(0);
  });

  it('keeps XP grants and mission completions with the level and missions before and after', async () => {
    const player = await createPlayer(server);
    const { requiredXp } = await seasonOf(db());
    await grantXp(server, player, requiredXp(21));
    await operator().completeSpecialMission({
      email: player.email,
      level: 20,
      reason: 'Completed the tournament off-platform',
      actor: 'support@example.test',
    });
    const [mission, xp] = await searchAudit(db(), { player: player.email.toUpperCase() });
    expect(xp).toMatchObject({
      action: 'xp.grant',
      actor: 'operator API',
      before: { xp: 0, level: 0 },
      after: { xp: requiredXp(21), level: 20 },
    });
    expect(mission).toMatchObject({
      action: 'special-mission.complete',
      actor: 'support@example.test',
      detail: { level: 20 },
      before: { level: 20, missionsCompleted: [] },
      after: { level: 21, missionsCompleted: [20] },
    });
    expect(
      (await searchAudit(db(), { actor: 'support@example.test' })).map((entry) => entry.id),
    ).toEqual([mission?.id]);
    expect(
      (await searchAudit(db(), { player: player.id, action: 'xp.grant' })).map((entry) => entry.id),
    ).toEqual([xp?.id]);
  });

  it('exports CSV that a spreadsheet reads back field for field', async () => {
    const player = await createPlayer(server);
    const reason = 'Refund, "double charge"\non the 3rd';
    await operator().grantItem({ email: player.email, itemKey: 'SNOWFLAKE', amount: 7, reason });
    const entries = await searchAudit(db(), { player: player.id });
    const rows = parse(auditCsv(entries), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: String(entries[0]?.id),
      actor: 'operator API',
      action: 'item.grant',
      player_email: player.email,
      reason,
    });
    expect(JSON.parse(rows[0]!.after!)).toMatchObject({
      balance: { itemKey: 'SNOWFLAKE', amount: 7 },
    });
  });

  it('is append-only: an entry cannot be changed or removed', async () => {
    await expect(db().update(auditLog).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(db().delete(auditLog)).rejects.toThrow();
    const all = await searchAudit(db(), { limit: 1000 });
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((entry) => entry.reason === 'rewritten')).toBe(false);
  });
});
