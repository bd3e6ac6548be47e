// The operator HTTP API behind the CLI's `season apply`, `xp grant`, `item grant` and `special-mission complete`
// (issue 4 "XP and levels"), `codes import` (issue 12 Build 9) and the audited support actions `item revoke`,
// `player ban | unban | sign-out` (issue 29): the running server applies them, so their live events reach the players'
// subscriptions, and the embedded PGlite stays opened by one process. Authenticated by the operator
// bearer token (modules/progression/operator-token.ts), rate limited per IP before the token is checked.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { z } from 'zod';
import type { Database } from '#db/client.ts';
import { AppError } from '#errors.ts';
import { REASON_LENGTH } from '#modules/audit/audit-log.ts';
import { demoHistoryRefused, giveDemoHistory } from '#modules/accounts/give-demo-history.ts';
import type { AccountsService } from '#modules/accounts/service.ts';
import { addStudioPublisher } from '#modules/game-progress/studio-members.ts';
import { createStudio, createStudioKey } from '#modules/game-progress/studios-store.ts';
import { isOperatorToken } from '#modules/progression/operator-token.ts';
import type { OperatorTools } from '#modules/progression/operator.ts';
import type { RewardsService } from '#modules/rewards/service.ts';
import { wallFeedInputSchema, wallPostInputSchema } from '#modules/wall/post-input.ts';
import type { WallService } from '#modules/wall/service.ts';
import { createIpLimit } from '#rate-limit/ip-limit.ts';
import { applyDataFiles } from '#season-files/apply-files.ts';
import { DataFileError, parseDataFile } from '#season-files/data-file.ts';
import { bearerToken } from './bearer.ts';

export const OPERATOR_PREFIX = '/api/operator';

/** Operator requests per IP and minute (a person at a terminal, or a script of a few grants). */
export const OPERATOR_REQUESTS_PER_MINUTE = 60;

/** Codes per `codes import` request: 2,000 codes of at most 200 characters stay under 1 MB. */
export const CODE_IMPORT_BATCH = 2000;

const seasonChoice = {
  group: z.string().min(1).max(100).optional(),
  key: z.string().min(1).max(100).optional(),
};
const email = z.string().min(3).max(320);
/** Issue 29 (the audit log): why, required of every action on a player, and who (the CLI's author). */
const audited = {
  reason: z.string().trim().min(REASON_LENGTH.min).max(REASON_LENGTH.max),
  actor: z.string().trim().min(1).max(200).optional(),
};
const grant = {
  email,
  ...audited,
  amount: z.number().int().positive().max(1_000_000_000),
  idempotencyKey: z.string().min(1).max(200).optional(),
  ...seasonChoice,
};
const xpGrant = z.object(grant).strict();
const itemGrant = z.object({ ...grant, itemKey: z.string().min(1).max(200) }).strict();
/** A pool import: a batch of a file's codes (the CLI parses the file and sends batches that fit the
 *  body limit). */
const codeImport = z
  .object({
    groupKey: z.string().min(1).max(200),
    codes: z.array(z.string().min(1).max(200)).max(CODE_IMPORT_BATCH),
  })
  .strict();
/** Posts of the sources that need a paid API (issue 12 Build 1), upserted by (sourceKey, externalId). */
const wallPostsBody = z.strictObject({ posts: z.array(wallPostInputSchema).min(1).max(500) });
/** "Poll the Wall's feeds now": no fields. */
const pollBody = z.strictObject({}).optional();
/** Feeds to follow (issue 12 Build 1), as in a wall-feeds data file. */
const wallFeedsBody = z.strictObject({ feeds: z.array(wallFeedInputSchema).min(1).max(100) });
/** One data file, as `season apply` reads it: a name (its problems cite it) and the YAML/JSON text. */
const dataFileBody = z.strictObject({
  name: z.string().min(1).max(200),
  text: z.string().min(1).max(500_000),
});
const missionCompletion = z
  .object({ email, level: z.number().int().positive(), ...audited, ...seasonChoice })
  .strict();

/** Issue 29 §2: `player ban | unban | sign-out` and `item revoke`, audited like the grants. */
const playerAction = z.strictObject({ email, ...audited });
const itemRevocation = z.strictObject({
  email,
  ...audited,
  itemKey: z.string().min(1).max(200),
  amount: z.number().int().positive().max(1_000_000_000),
  idempotencyKey: z.string().min(1).max(200).optional(),
});

/** `player resend-code` (issue 29 §2): a sign-up or recovery code sent again. */
const codeResend = z.strictObject({
  email,
  ...audited,
  purpose: z.enum(['SIGN_UP', 'RESET_PASSWORD']),
});

/** `studio create`, `studio key create` and `studio add-publisher` (issue 14 Build 4). */
const studioBody = z.strictObject({
  key: z.string().min(1).max(63),
  name: z.string().min(1).max(100),
  gameKeys: z.array(z.string().min(1).max(100)).min(1).max(50),
});
const studioKeyBody = z.strictObject({ studioKey: z.string().min(1).max(63) });
const studioPublisherBody = z.strictObject({ studioKey: z.string().min(1).max(63), email });
/** `user demo-history <email>` (issue 25). */
const demoHistoryBody = z.strictObject({ email });

export function registerOperatorRoutes(
  app: FastifyInstance,
  {
    authSecret,
    tools,
    importCodes,
    resendEmailCode,
    wall,
    redis,
    db,
    demoHistory = false,
    onDataApplied = async () => {},
  }: {
    db: Database;
    /** After a data file is applied here: this instance's caches of site data forget it at once. */
    onDataApplied?: () => Promise<unknown>;
    /** Whether `user demo-history` may run here (give-demo-history.ts demoHistoryAllowed). */
    demoHistory?: boolean;
    authSecret: string;
    tools: OperatorTools;
    importCodes: RewardsService['importCodes'];
    resendEmailCode: AccountsService['resendEmailCode'];
    wall: Pick<WallService, 'importPosts' | 'poller' | 'followFeeds' | 'mediaHosts'>;
    redis: Redis | null;
  },
): void {
  const limit = createIpLimit({ name: 'operator', perMinute: OPERATOR_REQUESTS_PER_MINUTE, redis });

  /** Rate limit, then the token; false when the reply was sent. */
  async function admitted(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!(await limit.admit(request, reply))) return false;
    if (isOperatorToken(authSecret, bearerToken(request))) return true;
    await reply
      .code(401)
      .send({ code: 'unauthenticated', message: 'A valid operator token is required.' });
    return false;
  }

  function route<T>(name: string, body: z.ZodType<T>, run: (input: T) => Promise<object>) {
    // A bearer token, never a cookie, authenticates these: no CSRF exposure.
    app.post(`${OPERATOR_PREFIX}/${name}`, { config: { csrf: false } }, async (request, reply) => {
      if (!(await admitted(request, reply))) return reply;
      const parsed = body.safeParse(request.body);
      if (!parsed.success)
        return reply
          .code(400)
          .send({ code: 'invalid-input', message: z.prettifyError(parsed.error) });
      try {
        return await run(parsed.data);
      } catch (error) {
        if (error instanceof AppError)
          return reply.code(400).send({ code: error.code, message: error.message });
        if (error instanceof DataFileError)
          return reply
            .code(400)
            .send({ code: 'invalid-input', message: error.message, problems: error.problems });
        throw error;
      }
    });
  }

  route('xp-grants', xpGrant, (input) => tools.grantXp(input));
  route('item-grants', itemGrant, (input) => tools.grantItem(input));
  route('special-mission-completions', missionCompletion, (input) =>
    tools.completeSpecialMission(input),
  );
  route('player-bans', playerAction, (input) => tools.banPlayer(input));
  route('player-unbans', playerAction, (input) => tools.unbanPlayer(input));
  route('player-sign-outs', playerAction, (input) => tools.signOutPlayer(input));
  route('item-revocations', itemRevocation, (input) => tools.revokeItem(input));
  route('email-code-resends', codeResend, (input) => resendEmailCode(input));
  route('redeemable-code-imports', codeImport, (input) => importCodes(input.groupKey, input.codes));
  route('wall-posts', wallPostsBody, ({ posts }) => wall.importPosts(posts));
  // Polls every followed feed now and answers the counts (the e2e's "after a poll").
  route('wall-feeds/poll', pollBody, () => wall.poller.pollAll());
  route('wall-feeds', wallFeedsBody, ({ feeds }) => wall.followFeeds(feeds));
  // The studios of the game-progress API, as the CLI's `studio` commands (the e2e's own studios).
  route('studios', studioBody, async (input) => {
    const studio = await createStudio(db, input);
    return { id: studio.id, key: studio.key };
  });
  route('studio-keys', studioKeyBody, ({ studioKey }) => createStudioKey(db, studioKey));
  route('studio-publishers', studioPublisherBody, async (input) => {
    const { added, email } = await addStudioPublisher(db, input);
    return { added, email };
  });
  // `user demo-history`: an existing player gets the demo players' past (issue 25), demo-only.
  route('demo-histories', demoHistoryBody, async ({ email }) => {
    if (!demoHistory) throw demoHistoryRefused();
    return giveDemoHistory(db, email, new Date());
  });
  // `season apply` of one data file on the running server (issue 13: the e2e's own collections),
  // through the CLI's parse and apply: one transaction, the summary of rows changed.
  // A wall data file may name new media hosts: the next page this instance serves allows them (issue 27).
  route('data-files', dataFileBody, async ({ name, text }) => {
    const applied = await applyDataFiles(db, [parseDataFile(name, text)], {
      author: 'operator API',
    });
    await onDataApplied();
    await wall.mediaHosts.refresh();
    return { applied };
  });
}
