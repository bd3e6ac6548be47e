// Issue 29 ("Roles are data (assigned by the CLI or by an operator in the console), checked on the
// server for every call"): an operator gives and takes staff roles in the console, each change one
// audit entry in its own transaction (a role already held, or not held, changes nothing and writes
// nothing); nobody else may; a partner manager runs one existing group; an operator cannot take away
// the console's last operator (themselves). The `levelup staff` commands do the same from a shell, and
// the demo staff (with the README's TOTP secret) exist only where the demo data is seeded.
import { Command } from 'commander';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '#cli/program.ts';
import { addStaffCommands } from '#cli/staff-commands.ts';
import { auditLog } from '#db/schema/audit-log.ts';
import { battlePasses } from '#db/schema/season.ts';
import {
  staffRecoveryCodes,
  staffRoles,
  staffSecondFactors,
  staffVerifiedSessions,
} from '#db/schema/staff.ts';
import { AppError } from '#errors.ts';
import { createPlayerAccount } from '#modules/accounts/admin-users.ts';
import { findUserByEmail } from '#modules/accounts/users-store.ts';
import { searchAudit } from '#modules/audit/audit-log.ts';
import { DEMO_PARTNER_GROUP, DEMO_STAFF, DEMO_STAFF_TOTP_SECRET } from '#modules/ops/demo-staff.ts';
import {
  markSessionVerified,
  replaceRecoveryCodes,
  storeConfirmedSecret,
} from '#modules/ops/staff-store.ts';
import { openTotpSecret, recoveryCodeHash, sealTotpSecret, totpCode } from '#modules/ops/totp.ts';
import { seedDemo } from '#season-files/demo-seed.ts';
import { signIn } from './support/accounts.ts';
import { createAccountClient, uniqueEmail } from './support/account-client.ts';
import { createPlayer, dataOf, errorOf, type Player } from './support/players.ts';
import { proveSecondFactor, staffMember } from './support/staff.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const member = /* GraphQL */ `
  userId
  email
  roles {
    role
    groupKey
  }
  secondFactorEnrolled
`;
const grantMutation = /* GraphQL */ `
  mutation ($email: String!, $role: StaffRoleName!, $groupKey: String, $reason: String!) {
    opsGrantRole(email: $email, role: $role, groupKey: $groupKey, reason: $reason) { ${member} }
  }
`;
const revokeMutation = /* GraphQL */ `
  mutation ($email: String!, $role: StaffRoleName!, $groupKey: String, $reason: String!) {
    opsRevokeRole(email: $email, role: $role, groupKey: $groupKey, reason: $reason) { ${member} }
  }
`;
const staffQuery = /* GraphQL */ `
  query {
    opsStaff { ${member} }
  }
`;
const viewerQuery = /* GraphQL */ `
  query {
    opsViewer {
      roles {
        role
        groupKey
      }
      secondFactorVerified
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

type Member = {
  email: string;
  roles: { role: string; groupKey: string | null }[];
  secondFactorEnrolled: boolean;
};

const REASON = 'New hire on the support team, ticket 812';

const staffAuditEntries = async (server: TestServer) =>
  (await server.handle.db.select().from(auditLog).where(like(auditLog.action, 'staff.%'))).length;

const grant = (as: Player, variables: Record<string, unknown>) =>
  as.graphql(grantMutation, { reason: REASON, ...variables });
const revoke = (as: Player, variables: Record<string, unknown>) =>
  as.graphql(revokeMutation, { reason: REASON, ...variables });

describe('with the demo data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  const db = () => server.handle.db;

  it('an operator gives and takes roles, one audit entry per change and none for a change that changes nothing', async () => {
    const operator = await staffMember(server, 'operator');
    const agent = await createPlayer(server, 'agent');
    const granted = dataOf<Member>(
      await grant(operator, { email: agent.email, role: 'SUPPORT' }),
      'opsGrantRole',
    );
    expect(granted).toEqual({
      userId: agent.id,
      email: agent.email,
      roles: [{ role: 'SUPPORT', groupKey: null }],
      secondFactorEnrolled: false,
    });
    const [entry, ...others] = await searchAudit(db(), { player: agent.id });
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actor: `console:${operator.email}`,
      action: 'staff.grant',
      groupKey: null,
      playerId: agent.id,
      playerEmail: agent.email,
      reason: REASON,
      before: { roles: [] },
      after: { roles: [{ role: 'support', groupKey: null }] },
    });
    // Granting a role held: the same answer, no entry.
    expect(
      dataOf(await grant(operator, { email: agent.email, role: 'SUPPORT' }), 'opsGrantRole'),
    ).toEqual(granted);
    expect(await searchAudit(db(), { player: agent.id })).toHaveLength(1);
    expect(dataOf<Member[]>(await operator.graphql(staffQuery), 'opsStaff')).toContainEqual(
      granted,
    );

    // A second role, for a group; then the first goes and the console session stays.
    await proveSecondFactor(db(), agent.id);
    dataOf(
      await grant(operator, {
        email: agent.email,
        role: 'PARTNER_MANAGER',
        groupKey: DEMO_PARTNER_GROUP,
      }),
      'opsGrantRole',
    );
    expect(
      dataOf(await revoke(operator, { email: agent.email, role: 'SUPPORT' }), 'opsRevokeRole'),
    ).toMatchObject({ roles: [{ role: 'PARTNER_MANAGER', groupKey: DEMO_PARTNER_GROUP }] });
    expect(dataOf(await agent.graphql(viewerQuery), 'opsViewer')).toMatchObject({
      secondFactorVerified: true,
    });
    // Revoking a role not held: nothing.
    dataOf(await revoke(operator, { email: agent.email, role: 'SUPPORT' }), 'opsRevokeRole');
    expect(await searchAudit(db(), { player: agent.id })).toHaveLength(3);

    // The last role goes, and with it the member's console sessions.
    expect(
      dataOf(
        await revoke(operator, {
          email: agent.email,
          role: 'PARTNER_MANAGER',
          groupKey: DEMO_PARTNER_GROUP,
        }),
        'opsRevokeRole',
      ),
    ).toMatchObject({ roles: [] });
    expect(dataOf(await agent.graphql(viewerQuery), 'opsViewer')).toEqual({
      roles: [],
      secondFactorVerified: false,
    });
    const entries = await searchAudit(db(), { player: agent.id });
    expect(entries.map((row) => [row.action, row.groupKey])).toEqual([
      ['staff.revoke', DEMO_PARTNER_GROUP],
      ['staff.revoke', null],
      ['staff.grant', DEMO_PARTNER_GROUP],
      ['staff.grant', null],
    ]);
    expect(entries[0]).toMatchObject({
      before: { roles: [{ role: 'partner-manager', groupKey: DEMO_PARTNER_GROUP }] },
      after: { roles: [] },
    });
  });

  it('refuses a partner manager without an existing group, a group on another role, no reason, an unknown e-mail', async () => {
    const operator = await staffMember(server, 'operator');
    const agent = await createPlayer(server, 'agent');
    const before = await staffAuditEntries(server);
    for (const [variables, code] of [
      [{ email: agent.email, role: 'PARTNER_MANAGER' }, 'invalid-input'],
      [{ email: agent.email, role: 'PARTNER_MANAGER', groupKey: ' ' }, 'invalid-input'],
      [{ email: agent.email, role: 'PARTNER_MANAGER', groupKey: 'no-such-group' }, 'invalid-input'],
      [{ email: agent.email, role: 'OPERATOR', groupKey: 'allypass' }, 'invalid-input'],
      [{ email: agent.email, role: 'SUPPORT', reason: ' ' }, 'invalid-input'],
      [{ email: uniqueEmail('nobody'), role: 'SUPPORT' }, 'not-found'],
    ] as const) {
      expect(errorOf(await grant(operator, variables)).code).toBe(code);
    }
    expect(
      errorOf(await revoke(operator, { email: agent.email, role: 'PARTNER_MANAGER' })).code,
    ).toBe('invalid-input');
    expect(await staffAuditEntries(server)).toBe(before);
    const held = await db().select().from(staffRoles).where(eq(staffRoles.userId, agent.id));
    expect(held).toEqual([]);
  });

  it('is for operators: support, partner managers, an unproved session and a visitor are refused', async () => {
    const agent = await createPlayer(server, 'agent');
    const before = await staffAuditEntries(server);
    const callers = [
      [await staffMember(server, 'support'), 'not-authorized'],
      [
        await staffMember(server, 'partner-manager', { groupKey: DEMO_PARTNER_GROUP }),
        'not-authorized',
      ],
      [await createPlayer(server), 'not-authorized'],
      [await staffMember(server, 'operator', { verified: false }), 'second-factor-required'],
    ] as const;
    const visitor = createAccountClient(server.url);
    for (const [caller, code] of [...callers, [visitor, 'unauthenticated'] as const]) {
      const call = (query: string, variables?: Record<string, unknown>) =>
        caller.graphql(query, variables);
      const change = { email: agent.email, role: 'SUPPORT', reason: REASON };
      expect(errorOf(await call(grantMutation, change)).code).toBe(code);
      expect(errorOf(await call(revokeMutation, change)).code).toBe(code);
      expect(errorOf(await call(staffQuery)).code).toBe(code);
    }
    expect(await staffAuditEntries(server)).toBe(before);
    expect(await db().select().from(staffRoles).where(eq(staffRoles.userId, agent.id))).toEqual([]);
  });

  it('has the demo staff, who sign in with the demo password and the README secret; seeding again changes nothing', async () => {
    const [partnerGroup] = await db()
      .select({ group: battlePasses.group })
      .from(battlePasses)
      .where(eq(battlePasses.group, DEMO_PARTNER_GROUP))
      .limit(1);
    expect(partnerGroup).toBeDefined();
    const sealed = async () => db().select().from(staffSecondFactors);
    for (const demo of DEMO_STAFF) {
      const client = createAccountClient(server.url);
      await signIn(client, demo.email, demo.password);
      expect(dataOf(await client.graphql(viewerQuery), 'opsViewer')).toEqual({
        roles: [{ role: demo.role.toUpperCase().replace('-', '_'), groupKey: demo.groupKey }],
        secondFactorVerified: false,
      });
      expect(
        dataOf(
          await client.graphql(verifyMutation, {
            code: totpCode(DEMO_STAFF_TOTP_SECRET, new Date()),
          }),
          'opsVerifySecondFactor',
        ),
      ).toEqual({ secondFactorVerified: true });
      const user = await findUserByEmail(db(), demo.email);
      const [factor] = await db()
        .select()
        .from(staffSecondFactors)
        .where(eq(staffSecondFactors.userId, user!.id));
      expect(openTotpSecret(server.config.authSecret!, user!.id, factor!.sealedSecret)).toBe(
        DEMO_STAFF_TOTP_SECRET,
      );
    }
    const before = { roles: await db().select().from(staffRoles), factors: await sealed() };
    await seedDemo(db(), undefined, server.config.authSecret);
    expect(await db().select().from(staffRoles)).toEqual(before.roles);
    expect(await sealed()).toEqual(before.factors);
  });
});

describe('without the demo data (and `levelup staff`)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server?.close());

  const lines: string[] = [];
  /** `levelup staff …` on the test server's database (runCli would open a database of its own). */
  async function cli(...argv: string[]): Promise<number> {
    const program = new Command('levelup').exitOverride();
    addStaffCommands(program, { out: (line) => lines.push(line) }, (work) => work(server.handle));
    try {
      await program.parseAsync(argv, { from: 'user' });
      return 0;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      lines.push(error.message);
      return 1;
    }
  }

  it('has no demo staff', async () => {
    for (const demo of DEMO_STAFF)
      expect(await findUserByEmail(server.handle.db, demo.email)).toBeUndefined();
    expect(await server.handle.db.select().from(staffRoles)).toEqual([]);
    expect(await cli('staff', 'list')).toBe(0);
    expect(lines).toEqual(['No staff yet: levelup staff grant <email> --role operator']);
    lines.length = 0;
  });

  it('keeps an operator: the last one cannot drop their own role, one of two can', async () => {
    const first = await staffMember(server, 'operator');
    expect(errorOf(await revoke(first, { email: first.email, role: 'OPERATOR' })).code).toBe(
      'invalid-input',
    );
    expect(await staffAuditEntries(server)).toBe(0);
    const second = await createPlayer(server, 'second');
    dataOf(await grant(first, { email: second.email, role: 'OPERATOR' }), 'opsGrantRole');
    expect(
      dataOf(await revoke(first, { email: first.email, role: 'OPERATOR' }), 'opsRevokeRole'),
    ).toMatchObject({ email: first.email, roles: [] });
    expect(errorOf(await first.graphql(staffQuery)).code).toBe('not-authorized');
    expect(await staffAuditEntries(server)).toBe(2);
  });

  it('has the `levelup staff` commands in the CLI', async () => {
    const lines: string[] = [];
    const output = {
      out: (line: string) => lines.push(line),
      err: (line: string) => lines.push(line),
    };
    expect(await runCli(['staff', '--help'], server.config, output)).toBe(0);
    for (const command of ['grant', 'revoke', 'list', 'reset-second-factor'])
      expect(lines.join('\n')).toContain(`  ${command} `);
  });

  it('makes the first operator, lists staff, refuses a partner manager without a group, and resets a lost authenticator', async () => {
    const db = server.handle.db;
    const email = uniqueEmail('first-operator');
    // What the commands print about this member (the list names the other tests' staff too).
    const printed = () =>
      lines.filter((line) => !line.includes('@example.test') || line.includes(email));
    const account = await createPlayerAccount(db, { email, password: 'Quiet-Harbor-42!' });

    lines.length = 0;
    expect(
      await cli(
        'staff',
        'grant',
        email,
        '--role',
        'operator',
        '--reason',
        'first operator',
        '--author',
        'ops@host',
      ),
    ).toBe(0);
    expect(
      await cli('staff', 'grant', email, '--role', 'partner-manager', '--reason', 'a group'),
    ).toBe(1);
    expect(await cli('staff', 'grant', email, '--role', 'admin', '--reason', 'no such role')).toBe(
      1,
    );
    expect(await cli('staff', 'list')).toBe(0);
    expect(printed()).toEqual([
      `${email}  operator  no second factor yet`,
      'A partner manager runs one group: name it.',
      'Unknown role admin: one of operator | partner-manager | support.',
      `${email}  operator  no second factor yet`,
    ]);

    // A lost phone: secret, recovery codes and console sessions go, audited.
    await storeConfirmedSecret(
      db,
      account.id,
      sealTotpSecret(server.config.authSecret!, account.id, DEMO_STAFF_TOTP_SECRET),
      new Date(),
    );
    await replaceRecoveryCodes(db, account.id, [recoveryCodeHash('abcde-fghij-klmno')]);
    await markSessionVerified(db, {
      familyId: '00000000-0000-4000-8000-000000000001',
      userId: account.id,
      at: new Date(),
    });
    lines.length = 0;
    expect(await cli('staff', 'list')).toBe(0);
    expect(
      await cli(
        'staff',
        'reset-second-factor',
        email,
        '--reason',
        'lost phone',
        '--author',
        'ops@host',
      ),
    ).toBe(0);
    expect(await cli('staff', 'reset-second-factor', email, '--reason', 'lost phone')).toBe(1);
    expect(
      await cli(
        'staff',
        'revoke',
        email,
        '--role',
        'operator',
        '--reason',
        'left',
        '--author',
        'ops@host',
      ),
    ).toBe(0);
    expect(printed()).toEqual([
      `${email}  operator  second factor set up`,
      `${email}  operator  no second factor yet`,
      `${email} has no second factor to reset.`,
      `${email}  no role  no second factor yet`,
    ]);
    for (const table of [staffSecondFactors, staffRecoveryCodes, staffVerifiedSessions])
      expect(await db.select().from(table).where(eq(table.userId, account.id))).toEqual([]);
    const entries = await searchAudit(db, { player: account.id });
    expect(entries.map((entry) => [entry.action, entry.actor, entry.reason])).toEqual([
      ['staff.revoke', 'ops@host', 'left'],
      ['staff.reset-second-factor', 'ops@host', 'lost phone'],
      ['staff.grant', 'ops@host', 'first operator'],
    ]);
    expect(entries[1]).toMatchObject({
      before: { confirmed: true, recoveryCodesLeft: 1 },
      detail: { sessionsEnded: 1 },
    });
  });
});
