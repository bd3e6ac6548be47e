// spec 2 §1 sign-in through the external identity service, over HTTP against a real local OpenID
// Connect server: discovery, authorization code + PKCE, ID token checks (issuer, audience, signature,
// nonce), the subject mapped to a player, and our own session afterwards; the customBackendTokens flag.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/users.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser } from './support/browser.ts';
import {
  startIdentityServiceStandIn,
  type IdentityServiceStandIn,
} from './support/identity-service-stand-in.ts';
import { resultOf, signInThrough, startSignIn } from './support/redirect-flow.ts';
import { countUsers, identitiesOf, refreshSession } from './support/session.ts';

let identity: IdentityServiceStandIn;
let server: TestServer;

const flagQuery = '{ featureFlags { customBackendTokens } }';

beforeAll(async () => {
  identity = await startIdentityServiceStandIn();
  server = await startTestServer({ seed: false, env: identity.env });
});
afterAll(async () => {
  await server.close();
  await identity.stop();
});

const signIn = (browser: Browser, state = 'client-state') =>
  signInThrough(browser, server.url, 'identity', {
    return_to: '/levelup/auth/callback',
    state,
  });

describe('configured identity service', () => {
  it('tells the client to sign in at the identity service', async () => {
    const { body } = await server.graphql(flagQuery);
    expect(body.data?.['featureFlags']).toEqual({ customBackendTokens: false });
  });

  it('sends the player to the discovered authorize endpoint with PKCE, state and nonce', async () => {
    const location = await startSignIn(new Browser(), server.url, 'identity', {});
    expect(`${location.origin}${location.pathname}`).toBe(`${identity.issuer}/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'levelupweb',
      response_type: 'code',
      redirect_uri: `${server.url}/identity/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(location.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
  });

  it('creates the player on first use with the verified e-mail, then finds them again', async () => {
    identity.setClaims({
      sub: 'subject-new',
      email: 'New.Player@Example.com',
      email_verified: true,
      name: 'New Player',
    });
    const before = await countUsers(server.handle.db);
    const browser = new Browser();
    const location = await signIn(browser);
    expect(location.pathname).toBe('/levelup/auth/callback');
    expect(resultOf(location)).toEqual({ status: 'success', state: 'client-state' });
    const session = await refreshSession(browser, server.url);
    expect(session?.accessToken).toBeTruthy();
    expect(await countUsers(server.handle.db)).toBe(before + 1);
    expect(await identitiesOf(server.handle.db, session?.userId ?? '')).toEqual([
      { provider: 'identity', providerUserId: 'subject-new', displayName: 'New Player' },
    ]);
    const [user] = await server.handle.db
      .select()
      .from(users)
      .where(eq(users.id, session?.userId ?? ''));
    expect(user?.email).toBe('new.player@example.com');
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);

    const again = new Browser();
    expect(resultOf(await signIn(again, 'again'))).toEqual({ status: 'success', state: 'again' });
    expect((await refreshSession(again, server.url))?.userId).toBe(session?.userId);
    expect(await countUsers(server.handle.db)).toBe(before + 1);
  });

  it('links the player whose verified e-mail the service vouches for', async () => {
    const [existing] = await server.handle.db
      .insert(users)
      .values({
        email: 'known@example.com',
        emailVerifiedAt: new Date(),
        discriminator: '0001',
        referralCode: 'IDLINK23',
      })
      .returning();
    identity.setClaims({ sub: 'subject-known', email: 'known@example.com', email_verified: true });
    const browser = new Browser();
    expect(resultOf(await signIn(browser))).toMatchObject({ status: 'success' });
    expect((await refreshSession(browser, server.url))?.userId).toBe(existing?.id);
  });

  it('keeps an unverified e-mail off the new player', async () => {
    identity.setClaims({
      sub: 'subject-unverified',
      email: 'x@example.com',
      email_verified: false,
    });
    const browser = new Browser();
    await signIn(browser);
    const session = await refreshSession(browser, server.url);
    const [user] = await server.handle.db
      .select()
      .from(users)
      .where(eq(users.id, session?.userId ?? ''));
    expect(user?.email).toBeNull();
  });

  it.each([
    ['another audience', (payload: Record<string, unknown>) => (payload['aud'] = 'someone-else')],
    [
      'another issuer',
      (payload: Record<string, unknown>) => (payload['iss'] = 'https://evil.test'),
    ],
    ['another nonce', (payload: Record<string, unknown>) => (payload['nonce'] = 'replayed-nonce')],
    ['no nonce', (payload: Record<string, unknown>) => delete payload['nonce']],
    ['an expired token', (payload: Record<string, unknown>) => (payload['exp'] = 1_000_000_000)],
    // Signed, but not with a key of the service's JWKS.
    [
      'a signature from an unknown key',
      (_payload: Record<string, unknown>, header: Record<string, unknown>) =>
        (header['kid'] = 'not-in-the-jwks'),
    ],
  ])('refuses an ID token with %s', async (_name, change) => {
    identity.setClaims({
      sub: `subject-refused-${_name}`,
      email: 'r@example.com',
      email_verified: true,
    });
    identity.tamperNext(change);
    const before = await countUsers(server.handle.db);
    const browser = new Browser();
    const location = await signIn(browser, 'refused');
    expect(resultOf(location)).toEqual({
      status: 'error',
      code: 'provider-error',
      state: 'refused',
    });
    expect(await refreshSession(browser, server.url)).toBeNull();
    expect(await countUsers(server.handle.db)).toBe(before);
  });

  it('refuses a callback that did not start in this browser', async () => {
    const location = await startSignIn(new Browser(), server.url, 'identity', {});
    const { location: back } = await new Browser().get(location.href);
    const { location: result } = await new Browser().get(back?.href ?? '');
    expect(resultOf(result ?? new URL(server.url))).toEqual({
      status: 'error',
      code: 'invalid-state',
    });
  });
});

describe('without an identity service', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await plain.close();
  });

  it('keeps backend tokens on and answers 404 on the identity routes', async () => {
    const { body } = await plain.graphql(flagQuery);
    expect(body.data?.['featureFlags']).toEqual({ customBackendTokens: true });
    expect((await fetch(`${plain.url}/identity/authorize`, { redirect: 'manual' })).status).toBe(
      404,
    );
    expect((await fetch(`${plain.url}/identity/callback`, { redirect: 'manual' })).status).toBe(
      404,
    );
  });
});
