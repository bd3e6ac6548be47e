// Issue 29 quality bar: "a test tries every operation with every role and with none". Every console
// operation of the built schema (each Query and Mutation field of modules/ops/schema.graphql, read from
// the schema itself, so a new operation without a row here fails) is called by each kind of caller —
// signed out, a player without a role, an operator whose session has not proved the second factor,
// support, a partner manager of the group concerned and of another group, an operator — and must answer
// as access.ts ROLE_PERMISSIONS says: allowed, or exactly its error code. A partner manager asking for a
// player of another group gets not-found, as for nobody at all.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { getNamedType, isObjectType, isScalarType, isEnumType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataFileVersions } from '#db/schema/data-file-versions.ts';
import { buildSchema } from '#graphql/schema.ts';
import { serverRoot } from '#server-root.ts';
import { contentHash } from '#season-files/data-file-history.ts';
import { createAccountClient } from './support/account-client.ts';
import { createPlayer, type Player } from './support/players.ts';
import { staffMember } from './support/staff.ts';
import { startTestServer, type GraphQLResponse, type TestServer } from './support/test-server.ts';

const CALLERS = [
  'signed out',
  'player without a role',
  'operator without second factor',
  'support',
  'partner manager of the group',
  'partner manager of another group',
  'operator',
] as const;
type CallerKind = (typeof CALLERS)[number];

const A = 'allowed';
const UN = 'unauthenticated';
const NA = 'not-authorized';
const SF = 'second-factor-required';
const NF = 'not-found';
type Outcome = typeof A | typeof UN | typeof NA | typeof SF | typeof NF;
/** The outcomes in the order of CALLERS. */
type Row = [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

/** The codes of the role check: an allowed call answers none of them. */
const ACCESS_CODES = new Set<unknown>([UN, NA, SF, NF]);

// Per permission (access.ts ROLE_PERMISSIONS), for a call about the group (allypass).
const ANY_ACCOUNT: Row = [UN, A, A, A, A, A, A];
const ANY_STAFF_UNVERIFIED: Row = [UN, NA, A, A, A, A, A];
const STAFF_MANAGE: Row = [UN, NA, SF, NA, NA, NA, A];
const PLAYERS_READ: Row = [UN, NA, SF, A, A, NF, A];
const PLAYERS_GRANT: Row = [UN, NA, SF, A, A, NA, A];
const ACCOUNTS_ACT: Row = [UN, NA, SF, A, NA, NA, A];
const EVERY_ROLE_SCOPED: Row = [UN, NA, SF, A, A, A, A];
const HEALTH_OF_GROUP: Row = [UN, NA, SF, A, A, NA, A];
const DATA_LIST: Row = [UN, NA, SF, NA, A, A, A];
const DATA_OF_GROUP: Row = [UN, NA, SF, NA, A, NA, A];
const SITE_CHANGE: Row = [UN, NA, SF, NA, NA, NA, A];

type Call = {
  expected: Row;
  /** The operation's arguments (built once the target player and files exist). */
  variables: () => Record<string, unknown>;
  /** Errors an allowed call may still answer (a wrong TOTP code in the matrix, a role not held). */
  tolerated?: string[];
};

let server: TestServer;
let target: Player;
let seasonFile: string;
let seasonVersion: number;
const callers = new Map<CallerKind, Player | null>();

beforeAll(async () => {
  server = await startTestServer();
  target = await createPlayer(server, 'target');
  // A player of the group (its season's XP), with GOLD to revoke.
  for (const itemKey of ['BATTLE_PASS_XP', 'GOLD'])
    await server.app.services.progression.operator.grantItem({
      email: target.email,
      itemKey,
      amount: 1000,
      reason: 'matrix setup',
      group: 'allypass',
    });
  seasonFile = await readFile(path.join(serverRoot, 'seasons/allypass-s1.yaml'), 'utf8');
  const [version] = await server.handle.db
    .select({ id: dataFileVersions.id })
    .from(dataFileVersions)
    .where(and(eq(dataFileVersions.kind, 'season'), eq(dataFileVersions.name, 'allypass-s1.yaml')));
  seasonVersion = version!.id;
  callers.set('signed out', null);
  callers.set('player without a role', await staffMember(server, null));
  callers.set(
    'operator without second factor',
    await staffMember(server, 'operator', { verified: false }),
  );
  callers.set('support', await staffMember(server, 'support'));
  callers.set(
    'partner manager of the group',
    await staffMember(server, 'partner-manager', { groupKey: 'allypass' }),
  );
  callers.set(
    'partner manager of another group',
    await staffMember(server, 'partner-manager', { groupKey: 'nebula-guild' }),
  );
  callers.set('operator', await staffMember(server, 'operator'));
});
afterAll(() => server.close());

const reason = 'Role matrix check';
const grant = () => ({ playerId: target.id, reason, group: 'allypass' });

const MATRIX: Record<string, Call> = {
  opsViewer: { expected: ANY_ACCOUNT, variables: () => ({}) },
  opsEnrollSecondFactor: { expected: ANY_STAFF_UNVERIFIED, variables: () => ({}) },
  opsConfirmSecondFactor: {
    expected: ANY_STAFF_UNVERIFIED,
    variables: () => ({ code: '000000' }),
    tolerated: ['invalid-code', 'invalid-input'],
  },
  opsVerifySecondFactor: {
    expected: ANY_STAFF_UNVERIFIED,
    variables: () => ({ code: 'not-a-recovery-code' }),
    tolerated: ['invalid-code', 'invalid-input'],
  },
  opsStaff: { expected: STAFF_MANAGE, variables: () => ({}) },
  opsGrantRole: {
    expected: STAFF_MANAGE,
    variables: () => ({ email: target.email, role: 'SUPPORT', reason }),
  },
  opsRevokeRole: {
    expected: STAFF_MANAGE,
    variables: () => ({ email: target.email, role: 'SUPPORT', reason }),
    tolerated: ['invalid-input', 'not-found'],
  },
  opsPlayer: { expected: PLAYERS_READ, variables: () => ({ who: target.email }) },
  opsPlayerLedger: { expected: PLAYERS_READ, variables: () => ({ playerId: target.id }) },
  opsAuditLog: { expected: EVERY_ROLE_SCOPED, variables: () => ({}) },
  opsAuditCsv: { expected: EVERY_ROLE_SCOPED, variables: () => ({}) },
  opsGroups: { expected: EVERY_ROLE_SCOPED, variables: () => ({}) },
  opsSeasonHealth: { expected: HEALTH_OF_GROUP, variables: () => ({ group: 'allypass' }) },
  opsDataFileHistory: { expected: DATA_LIST, variables: () => ({}) },
  opsSiteSwitches: { expected: SITE_CHANGE, variables: () => ({}) },
  opsGrantItem: {
    expected: PLAYERS_GRANT,
    variables: () => ({ input: { ...grant(), itemKey: 'GOLD', amount: 1 } }),
  },
  opsGrantXp: { expected: PLAYERS_GRANT, variables: () => ({ input: { ...grant(), amount: 1 } }) },
  opsCompleteSpecialMission: {
    expected: PLAYERS_GRANT,
    variables: () => ({ input: { ...grant(), level: 20 } }),
  },
  opsRevokeItem: {
    expected: ACCOUNTS_ACT,
    variables: () => ({ input: { playerId: target.id, itemKey: 'GOLD', amount: 1, reason } }),
  },
  opsBanPlayer: {
    expected: ACCOUNTS_ACT,
    variables: () => ({ input: { playerId: target.id, reason } }),
  },
  opsUnbanPlayer: {
    expected: ACCOUNTS_ACT,
    variables: () => ({ input: { playerId: target.id, reason } }),
  },
  opsSignOutPlayer: {
    expected: ACCOUNTS_ACT,
    variables: () => ({ input: { playerId: target.id, reason } }),
  },
  opsResendCode: {
    expected: ACCOUNTS_ACT,
    variables: () => ({ input: { playerId: target.id, purpose: 'RECOVERY', reason } }),
  },
  opsPreviewDataFile: {
    expected: DATA_OF_GROUP,
    variables: () => ({ name: 'allypass-s1.yaml', text: seasonFile }),
  },
  opsApplyDataFile: {
    expected: DATA_OF_GROUP,
    variables: () => ({
      name: 'allypass-s1.yaml',
      text: seasonFile,
      sha256: contentHash(seasonFile),
      reason,
    }),
  },
  opsReapplyDataFile: {
    expected: DATA_OF_GROUP,
    variables: () => ({ version: seasonVersion, reason }),
  },
  opsSetFeatureFlag: {
    expected: SITE_CHANGE,
    variables: () => ({ key: 'wallGuestCriteria', on: true, reason }),
  },
  opsSetMaintenance: { expected: SITE_CHANGE, variables: () => ({ on: false, reason }) },
};

const schema = buildSchema();
type Field = GraphQLField<unknown, unknown>;
const fieldsOf = (type: unknown): Field[] =>
  isObjectType(type) ? Object.values(type.getFields()) : [];
const opsFields = (type: 'Query' | 'Mutation') =>
  fieldsOf(schema.getType(type))
    .filter((field) => field.name.startsWith('ops'))
    .map((field) => ({ field, operation: type === 'Query' ? 'query' : 'mutation' }) as const);
const OPERATIONS = [...opsFields('Query'), ...opsFields('Mutation')];

/** The operation's document: every argument as a variable, the scalar fields of its answer. */
function documentOf(
  field: GraphQLField<unknown, unknown>,
  operation: 'query' | 'mutation',
): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const scalars = fieldsOf(getNamedType(field.type))
    .filter((child) => {
      const named = getNamedType(child.type);
      return isScalarType(named) || isEnumType(named);
    })
    .map((child) => child.name);
  const selection = isObjectType(getNamedType(field.type))
    ? `{ __typename ${scalars.join(' ')} }`
    : '';
  return `${operation}${variables ? ` (${variables})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`;
}

async function call(
  kind: CallerKind,
  document: string,
  variables: Record<string, unknown>,
): Promise<GraphQLResponse> {
  const caller = callers.get(kind);
  if (caller) return caller.graphql(document, variables);
  return createAccountClient(server.url).graphql(document, variables);
}

describe('the console role matrix', () => {
  it('has a row for every console operation of the schema', () => {
    expect(OPERATIONS.map(({ field }) => field.name).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const { field, operation } of OPERATIONS)
    it(`${field.name}: each caller gets what their role allows`, async () => {
      const row = MATRIX[field.name];
      if (!row) throw new Error(`${field.name} has no row in the matrix`);
      const document = documentOf(field, operation);
      const answers: Record<string, unknown> = {};
      for (const kind of CALLERS) {
        const response = await call(kind, document, row.variables());
        const error = response.body.errors?.[0];
        const code = error?.extensions?.['code'];
        if (error && !ACCESS_CODES.has(code) && !row.tolerated?.includes(String(code)))
          answers[kind] = `unexpected ${String(code)}: ${error.message}`;
        else answers[kind] = ACCESS_CODES.has(code) ? code : A;
      }
      expect(answers).toEqual(
        Object.fromEntries(CALLERS.map((kind, index) => [kind, row.expected[index]])),
      );
    });
});
