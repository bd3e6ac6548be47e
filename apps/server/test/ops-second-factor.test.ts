// Issue 29 (the console is "signed in with the same accounts plus a second factor (TOTP, with recovery
// codes)"): a staff member enrols an authenticator, confirms it with a code (ten recovery codes, shown
// once), and proves it on every session with a code (accepted once, within one step of the server's
// clock) or a recovery code (used up). Wrong codes are limited per account. A session that has not
// proved it is refused by every operation but opsViewer and the second-factor steps. The server's clock
// is a fake one the tests move.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRecoveryCodes, staffSecondFactors } from '#db/schema/staff.ts';
import { SECOND_FACTOR_TTL_MS } from '#modules/ops/access.ts';
import { SECOND_FACTOR_LIMIT } from '#modules/ops/second-factor.ts';
import { recoveryCodeHash, totpCode } from '#modules/ops/totp.ts';
import { redisEnv } from './support/abuse.ts';
import { createAccountClient } from './support/account-client.ts';
import { createPlayer, dataOf, errorOf, type Player } from './support/players.ts';
import { giveRole, staffMember } from './support/staff.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const viewerQuery = /* GraphQL */ `
  query {
    opsViewer {
      userId
      email
      roles {
        role
        groupKey
      }
      secondFactorEnrolled
      secondFactorVerified
    }
  }
`;
const enrollMutation = /* GraphQL */ `
  mutation {
    opsEnrollSecondFactor {
      secret
      otpauthUri
    }
  }
`;
const confirmMutation = /* GraphQL */ `
  mutation ($code: String!) {
    opsConfirmSecondFactor(code: $code) {
      codes
    }
  }
`;
const verifyMutation = /* GraphQL */ `
  mutation ($code: String!) {
    opsVerifySecondFactor(code: $code) {
      secondFactorVerified
    }
  }
`;
const staffQuery = /* GraphQL */ `
  query {
    opsStaff {
      email
    }
  }
`;

const STEP_MS = 30_000;
/** The start of a 30-second step. */
let clock = new Date('2026-11-29T12:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: redisEnv });
});
afterAll(() => server?.close());

const db = () => server.handle.db;

/** Another signed-in session (device) of the same account. */
async function anotherSession(member: Player): Promise<Player> {
  const session = await server.app.services.sessions.startSession({
    userId: member.id,
    isNewUser: false,
    cookies: { setRefreshToken: () => {}, clearRefreshToken: () => {} },
  });
  const client = createAccountClient(server.url);
  client.accessToken = session.accessToken;
  return { ...member, graphql: (query, variables) => client.graphql(query, variables) };
}

/** An operator whose session has proved nothing yet, enrolled and confirmed now: its secret and codes. */
async function enrolledOperator() {
  const member = await staffMember(server, 'operator', { verified: false });
  const { secret } = dataOf<{ secret: string }>(
    await member.graphql(enrollMutation),
    'opsEnrollSecondFactor',
  );
  const { codes } = dataOf<{ codes: string[] }>(
    await member.graphql(confirmMutation, { code: totpCode(secret, clock) }),
    'opsConfirmSecondFactor',
  );
  return { member, secret, codes };
}

const verify = (member: Player, code: string) => member.graphql(verifyMutation, { code });

/** A six-digit code that is none of the codes the window around `at` accepts. */
function wrongCode(secret: string, at: Date): string {
  const valid = new Set(
    [-1, 0, 1].map((steps) => totpCode(secret, new Date(at.getTime() + steps * STEP_MS))),
  );
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

describe('enrolment', () => {
  it('gives a secret, replaces it until confirmed, and confirming hands out ten recovery codes once', async () => {
    const member = await staffMember(server, 'operator', { verified: false });
    expect(dataOf(await member.graphql(viewerQuery), 'opsViewer')).toEqual({
      userId: member.id,
      email: member.email,
      roles: [{ role: 'OPERATOR', groupKey: null }],
      secondFactorEnrolled: false,
      secondFactorVerified: false,
    });
    expect(errorOf(await member.graphql(staffQuery)).code).toBe('second-factor-required');

    const first = dataOf<{ secret: string; otpauthUri: string }>(
      await member.graphql(enrollMutation),
      'opsEnrollSecondFactor',
    );
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(first.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/LevelUp:${member.email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      issuer: 'LevelUp',
      secret: first.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // Sealed at rest: the stored value is not the secret.
    const [stored] = await db()
      .select()
      .from(staffSecondFactors)
      .where(eq(staffSecondFactors.userId, member.id));
    expect(stored?.sealedSecret).not.toContain(first.secret);

    // A new enrolment before confirming replaces the secret: the first one's code no longer confirms.
    const second = dataOf<{ secret: string }>(
      await member.graphql(enrollMutation),
      'opsEnrollSecondFactor',
    );
    expect(second.secret).not.toBe(first.secret);
    expect(
      errorOf(await member.graphql(confirmMutation, { code: totpCode(first.secret, clock) })).code,
    ).toBe('invalid-code');

    const { codes } = dataOf<{ codes: string[] }>(
      await member.graphql(confirmMutation, { code: totpCode(second.secret, clock) }),
      'opsConfirmSecondFactor',
    );
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}-[a-z2-7]{5}$/);
    const hashes = await db()
      .select({ codeHash: staffRecoveryCodes.codeHash })
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, member.id));
    expect(hashes.map((row) => row.codeHash).sort()).toEqual(codes.map(recoveryCodeHash).sort());

    // Confirming proved this session; the console's operations answer.
    expect(dataOf(await member.graphql(viewerQuery), 'opsViewer')).toMatchObject({
      secondFactorEnrolled: true,
      secondFactorVerified: true,
    });
    expect(dataOf<unknown[]>(await member.graphql(staffQuery), 'opsStaff')).toContainEqual({
      email: member.email,
    });
    // Confirmed: enrolling again is refused (a lost phone is reset by an operator) and so is confirming.
    expect(errorOf(await member.graphql(enrollMutation)).code).toBe('invalid-input');
    advance(STEP_MS);
    expect(
      errorOf(await member.graphql(confirmMutation, { code: totpCode(second.secret, clock) })).code,
    ).toBe('invalid-input');
  });

  it('is for staff: a player gets no roles from opsViewer and cannot enrol; a visitor is unauthenticated', async () => {
    const player = await createPlayer(server);
    expect(dataOf(await player.graphql(viewerQuery), 'opsViewer')).toMatchObject({
      roles: [],
      secondFactorEnrolled: false,
      secondFactorVerified: false,
    });
    expect(errorOf(await player.graphql(enrollMutation)).code).toBe('not-authorized');
    expect(errorOf(await verify(player, '123456')).code).toBe('not-authorized');

    const visitor = createAccountClient(server.url);
    expect(errorOf(await visitor.graphql(viewerQuery)).code).toBe('unauthenticated');
    expect(errorOf(await visitor.graphql(enrollMutation)).code).toBe('unauthenticated');
  });
});

describe('proving the second factor on a session', () => {
  it('takes a code once, within one step of the clock, and lasts a working day', async () => {
    const { member, secret } = await enrolledOperator();
    advance(2 * STEP_MS);

    const laptop = await anotherSession(member);
    expect(errorOf(await laptop.graphql(staffQuery)).code).toBe('second-factor-required');
    // opsViewer answers a session that has not proved anything.
    expect(dataOf(await laptop.graphql(viewerQuery), 'opsViewer')).toMatchObject({
      secondFactorEnrolled: true,
      secondFactorVerified: false,
    });
    const code = totpCode(secret, clock);
    expect(dataOf(await verify(laptop, code), 'opsVerifySecondFactor')).toEqual({
      secondFactorVerified: true,
    });
    expect(dataOf<unknown[]>(await laptop.graphql(staffQuery), 'opsStaff').length).toBeGreaterThan(
      0,
    );

    // The same code again, from another session, within its window: a replay.
    const phone = await anotherSession(member);
    expect(errorOf(await verify(phone, code)).code).toBe('invalid-code');
    // A code two steps ahead is outside the window; one step ahead (a fast clock) is inside it.
    expect(
      errorOf(await verify(phone, totpCode(secret, new Date(clock.getTime() + 2 * STEP_MS)))).code,
    ).toBe('invalid-code');
    expect(
      dataOf(
        await verify(phone, totpCode(secret, new Date(clock.getTime() + STEP_MS))),
        'opsVerifySecondFactor',
      ),
    ).toEqual({ secondFactorVerified: true });
    // The step before the last accepted one is refused too, even inside the window.
    advance(STEP_MS);
    const tablet = await anotherSession(member);
    expect(
      errorOf(await verify(tablet, totpCode(secret, new Date(clock.getTime() - STEP_MS)))).code,
    ).toBe('invalid-code');
    expect(errorOf(await verify(tablet, wrongCode(secret, clock))).code).toBe('invalid-code');

    // A proof lasts SECOND_FACTOR_TTL_MS.
    advance(SECOND_FACTOR_TTL_MS - 2 * STEP_MS);
    expect(errorOf(await laptop.graphql(staffQuery)).code).toBeUndefined();
    advance(2 * STEP_MS);
    expect(errorOf(await laptop.graphql(staffQuery)).code).toBe('second-factor-required');
  });

  it('takes each recovery code once, however it is typed', async () => {
    const { member, codes } = await enrolledOperator();
    const [first, second] = codes as [string, string];
    const laptop = await anotherSession(member);
    expect(dataOf(await verify(laptop, first), 'opsVerifySecondFactor')).toEqual({
      secondFactorVerified: true,
    });
    const phone = await anotherSession(member);
    expect(errorOf(await verify(phone, first)).code).toBe('invalid-code');
    expect(
      dataOf(
        await verify(phone, ` ${second.replaceAll('-', '').toUpperCase()} `),
        'opsVerifySecondFactor',
      ),
    ).toEqual({ secondFactorVerified: true });
    const used = await db()
      .select({ usedAt: staffRecoveryCodes.usedAt })
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, member.id));
    expect(used.filter((row) => row.usedAt !== null)).toHaveLength(2);
    // Another member's code is no use here.
    const other = await enrolledOperator();
    expect(errorOf(await verify(await anotherSession(member), other.codes[0]!)).code).toBe(
      'invalid-code',
    );
  });

  it(`refuses every try after ${SECOND_FACTOR_LIMIT.points} wrong codes, the right one too, with a retry-after`, async () => {
    const { member, secret } = await enrolledOperator();
    advance(STEP_MS);
    const session = await anotherSession(member);
    for (let wrong = 0; wrong < SECOND_FACTOR_LIMIT.points; wrong += 1)
      expect(errorOf(await verify(session, wrongCode(secret, clock))).code).toBe('invalid-code');
    const refused = await verify(session, totpCode(secret, clock));
    expect(errorOf(refused).code).toBe('too-many-requests');
    const retryAfter = refused.body.errors?.[0]?.extensions?.['retryAfterSeconds'];
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SECOND_FACTOR_LIMIT.seconds);
    expect(errorOf(await session.graphql(staffQuery)).code).toBe('second-factor-required');
    // The limit is the account's: another member is not refused.
    const other = await enrolledOperator();
    advance(STEP_MS);
    expect(
      dataOf(
        await verify(await anotherSession(other.member), totpCode(other.secret, clock)),
        'opsVerifySecondFactor',
      ),
    ).toEqual({ secondFactorVerified: true });
  });

  it('is asked of every role: support and partner managers too', async () => {
    for (const [role, groupKey] of [
      ['support', null],
      ['partner-manager', 'nebula-guild'],
    ] as const) {
      const member = await createPlayer(server, role);
      await giveRole(db(), member.id, role, groupKey);
      expect(dataOf(await member.graphql(viewerQuery), 'opsViewer')).toMatchObject({
        roles: [{ role: role.toUpperCase().replace('-', '_'), groupKey }],
        secondFactorVerified: false,
      });
      expect(dataOf(await member.graphql(enrollMutation), 'opsEnrollSecondFactor')).toMatchObject({
        secret: expect.any(String),
      });
    }
  });
});
