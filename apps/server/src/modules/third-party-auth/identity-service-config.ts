// spec 2 §1: "Sign-in is either through a third-party identity service or through backend-issued
// tokens; a feature flag switches between the two." The external OpenID Connect identity service is
// optional: without IDENTITY_ISSUER and its client credentials only our backend tokens exist, the
// customBackendTokens flag is always on and /identity/* answer 404.
import { z } from 'zod';

export type IdentityServiceConfig = {
  /** The OpenID Provider's issuer; its metadata comes from {issuer}/.well-known/openid-configuration. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** The service as players know it, e.g. "LevelUp ID", in messages. */
  name: string;
  /**
   * The default of the customBackendTokens feature flag while the service is configured: false sends
   * players to the identity service, true keeps our own sign-in pages (a rollout switch; a player or
   * developer can still force either mode with the local-storage toggle).
   */
  customBackendTokensByDefault: boolean;
};

const url = z.url({ protocol: /^https?$/ });
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === '1' || value === 'true');

const schema = z
  .object({
    IDENTITY_ISSUER: url.optional(),
    IDENTITY_CLIENT_ID: z.string().optional(),
    IDENTITY_CLIENT_SECRET: z.string().optional(),
    IDENTITY_SCOPE: z
      .string()
      .regex(/(^|\s)openid(\s|$)/, 'must include openid')
      .default('openid email profile'),
    IDENTITY_NAME: z.string().min(1).default('the identity service'),
    CUSTOM_BACKEND_TOKENS: flag.default(false),
  })
  .refine(
    (env) =>
      Boolean(env.IDENTITY_ISSUER) === Boolean(env.IDENTITY_CLIENT_ID) &&
      Boolean(env.IDENTITY_CLIENT_ID) === Boolean(env.IDENTITY_CLIENT_SECRET),
    {
      message:
        'set IDENTITY_ISSUER, IDENTITY_CLIENT_ID and IDENTITY_CLIENT_SECRET together, or none',
      path: ['IDENTITY_ISSUER'],
    },
  );

/** Reads the variables above from a source where empty values were already dropped. */
export function readIdentityServiceConfig(
  source: Record<string, string>,
): IdentityServiceConfig | undefined {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (!env.IDENTITY_ISSUER || !env.IDENTITY_CLIENT_ID || !env.IDENTITY_CLIENT_SECRET)
    return undefined;
  return {
    issuer: env.IDENTITY_ISSUER,
    clientId: env.IDENTITY_CLIENT_ID,
    clientSecret: env.IDENTITY_CLIENT_SECRET,
    scope: env.IDENTITY_SCOPE,
    name: env.IDENTITY_NAME,
    customBackendTokensByDefault: env.CUSTOM_BACKEND_TOKENS,
  };
}
