// spec 2 §6 maintenance mode (issue 27): an operator switches it on with `season apply` of site.yaml
// (here through the operator API's data-files route, as the CLI does); then every write is refused with
// maintenance-mode and the text of the data, reads keep working, and signing out and the operator API
// stay open. Applying the file again with the switch off restores writes with no restart.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_UPLOAD_PATH } from '#http/avatar-upload.ts';
import { operatorToken } from '#modules/progression/operator-token.ts';
import { graphqlAs, signedInPlayer, type Player } from './support/live-events.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const authSecret = randomBytes(32).toString('hex');
const MESSAGE = 'Back at 14:00 UTC: we are polishing the chests.';

let server: TestServer;
let player: Player;
beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_SECRET: authSecret } });
  player = await signedInPlayer(server);
});
afterAll(() => server.close());

/** `season apply` of a site file with the maintenance switch, through the operator API. */
async function applyMaintenance(on: boolean) {
  const text = `kind: site\nfeatureFlags:\n  maintenanceMode: ${on}\n  maintenanceMessage: "${MESSAGE}"\n`;
  const response = await fetch(`${server.url}/api/operator/data-files`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${operatorToken(authSecret)}`,
    },
    body: JSON.stringify({ name: 'site.yaml', text }),
  });
  expect(response.status).toBe(200);
}

afterEach(() => applyMaintenance(false));

const updateBio = (bio: string) =>
  graphqlAs(
    server,
    player,
    'mutation ($bio: String) { updateProfile(input: { bio: $bio }) { bio } }',
    {
      bio,
    },
  );

describe('maintenance mode', () => {
  it('refuses a mutation while on and accepts it once switched off, without a restart', async () => {
    await applyMaintenance(true);
    const refused = await updateBio('during maintenance');
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: MESSAGE,
        extensions: expect.objectContaining({ code: 'maintenance-mode' }),
      }),
    ]);
    const me = await graphqlAs(server, player, '{ me { bio } }');
    expect(me.data).toEqual({ me: { bio: null } });

    await applyMaintenance(false);
    const accepted = await updateBio('after maintenance');
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data).toEqual({ updateProfile: { bio: 'after maintenance' } });
  });

  it('keeps reads working and serves the switch and its text from the data', async () => {
    await applyMaintenance(true);
    const flags = await graphqlAs(
      server,
      null,
      '{ featureFlags { maintenanceMode maintenanceMessage } }',
    );
    expect(flags).toEqual({
      data: { featureFlags: { maintenanceMode: true, maintenanceMessage: MESSAGE } },
    });
    const page = await graphqlAs(
      server,
      player,
      '{ battlePass(group: "allypass", key: "s1") { name } me { id } }',
    );
    expect(page.errors).toBeUndefined();
    expect(page.data?.['me']).toEqual({ id: player.userId });
  });

  it('lets a player sign out while on', async () => {
    await applyMaintenance(true);
    const signedOut = await graphqlAs(server, await signedInPlayer(server), 'mutation { signOut }');
    expect(signedOut).toEqual({ data: { signOut: true } });
  });

  it('refuses a REST write with 503 maintenance-mode while on', async () => {
    await applyMaintenance(true);
    const response = await fetch(`${server.url}${AVATAR_UPLOAD_PATH}`, {
      method: 'POST',
      headers: {
        'x-graphql-csrf': '1',
        'content-type': 'image/png',
        authorization: `Bearer ${player.accessToken}`,
      },
      body: Buffer.from('not read: refused first'),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 'maintenance-mode', message: MESSAGE });
  });
});
