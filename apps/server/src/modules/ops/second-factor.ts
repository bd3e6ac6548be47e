// Issue 29 ("signed in with the same accounts plus a second factor (TOTP, with recovery codes) required
// for every role that can act"): a staff member enrols an authenticator (a new secret, confirmed by its
// first code, which hands out ten single-use recovery codes once), then proves it on each session with
// a code or a recovery code. A TOTP step is accepted once (last_step, in the proof's transaction), so a
// code seen over a shoulder cannot be replayed; wrong codes are limited per account (5 per 15 minutes),
// so a stolen password cannot try the million codes.
import { eq } from 'drizzle-orm';
import type Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/users.ts';
import {
  invalidCode,
  invalidInput,
  notAuthorized,
  tooManyRequests,
  unauthenticated,
} from '#errors.ts';
import type { StaffAccess, StaffRequest, StaffRole } from './access.ts';
import {
  acceptStep,
  isEnrolled,
  markSessionVerified,
  replaceRecoveryCodes,
  secondFactorOf,
  storePendingSecret,
  useRecoveryCode,
} from './staff-store.ts';
import {
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  openTotpSecret,
  otpauthUri,
  RECOVERY_CODE_COUNT,
  recoveryCodeHash,
  sealTotpSecret,
} from './totp.ts';

const TOTP_CODE = /^\d{6}$/;

/** Wrong codes allowed per account and window, before every try is refused until the window ends. */
export const SECOND_FACTOR_LIMIT = { points: 5, seconds: 15 * 60 } as const;

export type OpsViewerModel = {
  userId: string;
  email: string | null;
  roles: StaffRole[];
  secondFactorEnrolled: boolean;
  secondFactorVerified: boolean;
};

export type SecondFactorEnrollment = { secret: string; otpauthUri: string };

export type SecondFactorDeps = {
  db: Database;
  staffAccess: StaffAccess;
  /** The server's AUTH_SECRET (as resolved at start): the key the secrets are sealed under. */
  authSecret: string;
  /** The issuer an authenticator app shows (PRODUCT_NAME). */
  productName: string;
  redis: Redis | null;
  now?: () => Date;
};

function createWrongCodeLimit(redis: Redis | null): RateLimiterAbstract {
  const options = {
    keyPrefix: 'levelup-staff-second-factor',
    points: SECOND_FACTOR_LIMIT.points,
    duration: SECOND_FACTOR_LIMIT.seconds,
  };
  if (!redis) return new RateLimiterMemory(options);
  // If Redis fails, counting goes on in memory instead of failing every proof.
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

const ALREADY_SET_UP =
  'Your authenticator is already set up. Lost it? Use a recovery code, or ask an operator to reset it.';

const sealedUnderAnotherSecret = () =>
  invalidInput(
    'Your authenticator was set up under another server secret (AUTH_SECRET): ask an operator to ' +
      'reset your second factor (levelup staff reset-second-factor), then set it up again.',
  );

export function createSecondFactor({
  db,
  staffAccess,
  authSecret,
  productName,
  redis,
  now = () => new Date(),
}: SecondFactorDeps) {
  const wrongCodes = createWrongCodeLimit(redis);

  async function emailOf(userId: string): Promise<string | null> {
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? null;
  }

  /** A signed-in staff member (any role): the second-factor steps come before any permission. */
  async function staffMember(request: StaffRequest) {
    const { viewerId, sessionFamilyId } = request;
    if (!viewerId || !sessionFamilyId) throw unauthenticated();
    const roles = await staffAccess.roles(viewerId);
    if (roles.length === 0)
      throw notAuthorized('The console is for staff: this account has no role.');
    return { userId: viewerId, familyId: sessionFamilyId, roles };
  }

  /** Counts a try before checking it, so concurrent tries cannot slip past the limit. */
  async function countTry(userId: string): Promise<void> {
    try {
      await wrongCodes.consume(userId);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext);
      throw error;
    }
  }

  /**
   * Checks a TOTP code in the caller's transaction, on the locked second-factor row: accepted once per
   * step. Answers whether it matched.
   */
  async function acceptCode(
    tx: Database,
    userId: string,
    code: string,
    { confirming }: { confirming: boolean },
  ): Promise<boolean> {
    const factor = await secondFactorOf(tx, userId, { lock: true });
    if (confirming && factor?.confirmedAt) throw invalidInput(ALREADY_SET_UP);
    if (!factor || (!confirming && factor.confirmedAt === null))
      throw invalidInput(
        confirming
          ? 'Start setting up your authenticator first.'
          : 'Set up your authenticator first.',
      );
    const secret = openTotpSecret(authSecret, userId, factor.sealedSecret);
    if (secret === null) throw sealedUnderAnotherSecret();
    const at = now();
    const step = matchingStep(secret, code.trim(), at);
    if (step === null || (factor.lastStep !== null && step <= factor.lastStep)) return false;
    await acceptStep(tx, userId, step, confirming ? at : null);
    return true;
  }

  async function viewer(request: StaffRequest): Promise<OpsViewerModel> {
    const { viewerId, sessionFamilyId } = request;
    if (!viewerId || !sessionFamilyId) throw unauthenticated();
    return {
      userId: viewerId,
      email: await emailOf(viewerId),
      roles: await staffAccess.roles(viewerId),
      secondFactorEnrolled: await isEnrolled(db, viewerId),
      secondFactorVerified: await staffAccess.secondFactorProved(sessionFamilyId),
    };
  }

  return {
    /** opsViewer: who is at the console (a player gets no roles: the console then says it is for staff). */
    viewer,

    /** opsEnrollSecondFactor: a new secret, replacing one not yet confirmed. */
    async enroll(request: StaffRequest): Promise<SecondFactorEnrollment> {
      const member = await staffMember(request);
      const secret = newTotpSecret();
      const sealed = sealTotpSecret(authSecret, member.userId, secret);
      if (!(await storePendingSecret(db, member.userId, sealed, now())))
        throw invalidInput(ALREADY_SET_UP);
      const account = (await emailOf(member.userId)) ?? member.userId;
      return { secret, otpauthUri: otpauthUri(secret, productName, account) };
    },

    /**
     * opsConfirmSecondFactor: the first code confirms enrolment, hands out ten recovery codes (shown
     * once, stored as SHA-256) and counts as this session's proof.
     */
    async confirm(request: StaffRequest, code: string): Promise<{ codes: string[] }> {
      const member = await staffMember(request);
      await countTry(member.userId);
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const confirmed = await db.transaction(async (tx) => {
        if (!(await acceptCode(tx, member.userId, code, { confirming: true }))) return false;
        await replaceRecoveryCodes(tx, member.userId, codes.map(recoveryCodeHash));
        await markSessionVerified(tx, {
          familyId: member.familyId,
          userId: member.userId,
          at: now(),
        });
        return true;
      });
      if (!confirmed) throw invalidCode();
      await wrongCodes.delete(member.userId);
      return { codes };
    },

    /** opsVerifySecondFactor: a TOTP code, or an unused recovery code (used up), proves this session. */
    async verify(request: StaffRequest, code: string): Promise<OpsViewerModel> {
      const member = await staffMember(request);
      await countTry(member.userId);
      const proved = await db.transaction(async (tx) => {
        // Six digits are a TOTP code; anything else is tried as a recovery code (which opens without
        // AUTH_SECRET: it still helps when the sealed secret no longer does).
        const accepted = TOTP_CODE.test(code.trim())
          ? await acceptCode(tx, member.userId, code, { confirming: false })
          : await useRecoveryCode(tx, member.userId, recoveryCodeHash(code), now());
        if (accepted)
          await markSessionVerified(tx, {
            familyId: member.familyId,
            userId: member.userId,
            at: now(),
          });
        return accepted;
      });
      if (!proved) throw invalidCode();
      await wrongCodes.delete(member.userId);
      return viewer(request);
    },
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
