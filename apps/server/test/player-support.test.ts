// Issue 29 §2 (player support): a ban signs the player out of every open session at once and refuses
// every sign-in with account-banned until an unban; a sign-out ends every session; a revocation takes
// an item back through the ledger, never below zero. Each needs a reason and leaves one audit entry in
// its own transaction; a refused action leaves none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_BANNED_MESSAGE } from '#errors.ts';
import { searchAudit } from '#modules/audit/audit-log.ts';
import {
  meQuery,
  refreshSessionMutation,
  signInMutation,
  verifyEmailCodeMutation,
} from './support/account-operations.ts';
import { uniqueEmail } from './support/account-client.ts';
import { codeOf } from './support/smtp-inbox.ts';
import { operatorPost as postOperator } from './support/operator-api.ts';
import {
  firstError,
  signIn,
  signUp,
  startAccountsServer,
  STRONG_PASSWORD,
  type AccountsTestServer,
} from './support/accounts.ts';
import { eq, and, isNull } from 'drizzle-orm';
import { refreshTokens } from '#db/schema/sessions.ts';
import { users } from '#db/schema/users.ts';
import { balanceOf, createPlayer, expectLedgerConsistent, grantItem } from './support/players.ts';
import { postgresUrl } from './support/test-database.ts';

let server: AccountsTestServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server.close());

const db = () => server.handle.db;
const tools = () => server.app.services.progression.operator;

const operatorPost = (route: string, body: unknown) =>
  postOperator(server, server.config.authSecret ?? '', route, body);

describe('banning a player', () => {
  it('signs out every open session, refuses sign-in with account-banned, and an unban lets them back', async () => {
    const email = uniqueEmail('banned');
    const phone = server.client();
    await signUp(server, phone, email);
    const laptop = server.client();
    await signIn(laptop, email);
    expect((await laptop.graphql(meQuery)).body.data?.['me']).toMatchObject({ email });

    const banned = await operatorPost('player-bans', {
      email,
      reason: 'Chargeback fraud, ticket 4411',
      actor: 'support@example.test',
    });
    expect(banned.status).toBe(200);
    expect(await banned.json()).toEqual({ email, banned: true, sessionsRevoked: 2 });

    // Both devices: the open page's next call is refused, and no refresh brings the session back.
    for (const device of [phone, laptop]) {
      expect(firstError((await device.graphql(meQuery)).body).code).toBe('unauthenticated');
      expect(firstError((await device.graphql(refreshSessionMutation)).body).code).toBe(
        'unauthenticated',
      );
    }
    const again = await server
      .client()
      .graphql(signInMutation, { email, password: STRONG_PASSWORD });
    expect(firstError(again.body)).toEqual({
      code: 'account-banned',
      message: ACCOUNT_BANNED_MESSAGE,
    });

    await tools().unbanPlayer({ email, reason: 'Chargeback reversed by the bank' });
    const back = server.client();
    await signIn(back, email);
    expect((await back.graphql(meQuery)).body.data?.['me']).toMatchObject({ email });

    const entries = await searchAudit(db(), { player: email });
    expect(entries.map((entry) => [entry.action, entry.actor, entry.reason])).toEqual([
      ['player.unban', 'operator API', 'Chargeback reversed by the bank'],
      ['player.ban', 'support@example.test', 'Chargeback fraud, ticket 4411'],
    ]);
    expect(entries[1]).toMatchObject({
      before: { banned: false, liveSessions: 2 },
      after: { banned: true, liveSessions: 0 },
    });
  });

  it('signs a player out everywhere without banning them', async () => {
    const email = uniqueEmail('signed-out');
    const client = server.client();
    await signUp(server, client, email);
    const result = await tools().signOutPlayer({ email, reason: 'Reported a stolen phone' });
    expect(result).toEqual({ email, banned: false, sessionsRevoked: 1 });
    expect(firstError((await client.graphql(meQuery)).body).code).toBe('unauthenticated');
    await signIn(client, email);
    expect((await client.graphql(meQuery)).body.data?.['me']).toMatchObject({ email });
  });

  it('refuses an action without a reason or on an unknown account, writing nothing', async () => {
    const player = await createPlayer(server);
    for (const body of [
      { email: player.email },
      { email: player.email, reason: '' },
      { email: 'nobody@example.test', reason: 'Not a real account' },
    ]) {
      const response = await operatorPost('player-bans', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid-input' });
    }
    expect(await searchAudit(db(), { player: player.id })).toEqual([]);
    expect((await player.graphql(meQuery)).body.data?.['me']).toMatchObject({
      email: player.email,
    });
  });
});

describe('sending a code again', () => {
  it('mails a recovery code to an account and a sign-up code to a new address, audited without the code', async () => {
    const email = uniqueEmail('astray');
    await signUp(server, server.client(), email);
    const seen = server.inbox.count(email);
    const resent = await operatorPost('email-code-resends', {
      email,
      purpose: 'RESET_PASSWORD',
      reason: 'The first mail went to spam',
      actor: 'support@example.test',
    });
    expect(await resent.json()).toEqual({ email, purpose: 'RESET_PASSWORD', sent: true });
    const code = codeOf(await server.inbox.next(email, seen));
    const [entry] = await searchAudit(db(), { player: email, action: 'email-code.resend' });
    expect(entry).toMatchObject({
      actor: 'support@example.test',
      reason: 'The first mail went to spam',
      detail: { purpose: 'RESET_PASSWORD' },
    });
    expect(JSON.stringify(entry)).not.toContain(code);
    // A live code of the recovery flow (checked without using it up).
    const verified = await server
      .client()
      .graphql(verifyEmailCodeMutation, { email, code, purpose: 'RESET_PASSWORD' });
    expect(verified.body).toEqual({ data: { verifyEmailCode: true } });

    const newcomer = uniqueEmail('newcomer');
    const accounts = server.app.services.accounts;
    await accounts.resendEmailCode({ email: newcomer, purpose: 'SIGN_UP', reason: 'Never got it' });
    expect(codeOf(await server.inbox.next(newcomer, 0))).toMatch(/^\d{6}$/);
    expect((await searchAudit(db(), { player: newcomer }))[0]).toMatchObject({
      playerId: null,
      detail: { purpose: 'SIGN_UP' },
    });
  });

  it('refuses the wrong kind of code for the address, or no reason, sending nothing', async () => {
    const email = uniqueEmail('has-account');
    await signUp(server, server.client(), email);
    const seen = server.inbox.count(email);
    for (const body of [
      { email, purpose: 'SIGN_UP', reason: 'Wrong kind' },
      { email: uniqueEmail('nobody'), purpose: 'RESET_PASSWORD', reason: 'No account' },
      { email, purpose: 'RESET_PASSWORD' },
    ]) {
      const response = await operatorPost('email-code-resends', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid-input' });
    }
    expect(server.inbox.count(email)).toBe(seen);
    expect(await searchAudit(db(), { player: email, action: 'email-code.resend' })).toEqual([]);
  });
});

describe('revoking an item', () => {
  it('takes it back through the ledger, once per key, and never below zero', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 300);
    const revoke = {
      email: player.email,
      itemKey: 'GOLD',
      amount: 200,
      reason: 'Granted twice by mistake',
      idempotencyKey: `revoke-${player.id}`,
    };
    const first = await operatorPost('item-revocations', revoke);
    expect(await first.json()).toMatchObject({ balance: { itemKey: 'GOLD', amount: 100 } });
    await operatorPost('item-revocations', revoke);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(100);

    const short = await operatorPost('item-revocations', {
      ...revoke,
      idempotencyKey: `revoke-more-${player.id}`,
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'insufficient-balance' });
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(100);

    const entries = await searchAudit(db(), { player: player.id, action: 'item.revoke' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      reason: 'Granted twice by mistake',
      before: { balance: { itemKey: 'GOLD', amount: 300 } },
      after: { balance: { itemKey: 'GOLD', amount: 100 } },
    });
  });
});

const target = postgresUrl ? 'PostgreSQL' : 'PGlite, serialized';

describe(`support actions under concurrency (${target})`, () => {
  it('five revocations of 100 from 250 at once: two take it, three are refused, never below zero', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 250);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        tools().revokeItem({
          email: player.email,
          itemKey: 'GOLD',
          amount: 100,
          reason: `race ${index}`,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    for (const outcome of outcomes.filter((outcome) => outcome.status === 'rejected'))
      expect(outcome.reason).toMatchObject({ code: 'insufficient-balance' });
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(50);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
    expect(await searchAudit(db(), { player: player.id, action: 'item.revoke' })).toHaveLength(2);
  });

  it('one revocation retried five times at once takes once and is audited once', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 250);
    const revoke = {
      email: player.email,
      itemKey: 'GOLD',
      amount: 100,
      reason: 'a retried request',
      idempotencyKey: `retried-${player.id}`,
    };
    await Promise.all(Array.from({ length: 5 }, () => tools().revokeItem(revoke)));
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(150);
    expect(await searchAudit(db(), { player: player.id, action: 'item.revoke' })).toHaveLength(1);
  });

  it('a ban racing five sign-ins leaves no live session: each sign-in is refused or revoked', async () => {
    const email = uniqueEmail('ban-race');
    await signUp(server, server.client(), email);
    const signIns = Array.from({ length: 5 }, () =>
      server.client().graphql(signInMutation, { email, password: STRONG_PASSWORD }),
    );
    const [, ...answers] = await Promise.all([
      tools().banPlayer({ email, reason: 'racing the sign-ins' }),
      ...signIns,
    ]);
    for (const { body } of answers)
      if (body.errors) expect(firstError(body).code).toBe('account-banned');
    const [user] = await db()
      .select({ id: refreshTokens.userId })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(and(eq(users.email, email), isNull(refreshTokens.revokedAt)));
    expect(user).toBeUndefined();
  });
});
