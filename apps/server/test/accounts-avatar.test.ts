// Avatar upload (spec 2 §4 Profile picture, §5 Image texts; issue 3 Build 9): POST /api/profile/avatar,
// multipart, bearer and CSRF header, 5 MB, a real image re-encoded to a 256x256 WebP under /uploads/.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meQuery, type UserResult } from './support/account-operations.ts';
import { uniqueEmail, type AccountClient } from './support/account-client.ts';
import { signUp, startAccountsServer, type AccountsTestServer } from './support/accounts.ts';

let server: AccountsTestServer;
let player: AccountClient;
beforeAll(async () => {
  server = await startAccountsServer();
  player = server.client();
  await signUp(server, player, uniqueEmail('avatar'));
});
afterAll(() => server.close());

function upload(
  client: AccountClient,
  bytes: Uint8Array<ArrayBuffer>,
  { csrf = true, name = 'me.png' } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return client.fetch('/api/profile/avatar', { method: 'POST', body: form, csrf });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

describe('POST /api/profile/avatar', () => {
  it('re-encodes a PNG to a 256x256 WebP, serves it and points the profile at it', async () => {
    const response = await upload(player, await png(640, 480));
    expect(response.status).toBe(200);
    const { profilePicPath } = (await response.json()) as { profilePicPath: string };
    expect(profilePicPath).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\/[0-9a-f]{16}\.webp$/);

    const me = (await player.graphql(meQuery)).body.data?.['me'] as UserResult;
    expect(me.profilePicPath).toBe(profilePicPath);
    // spec 2 §7 Fetch profile picture path: what the polling after an upload reads (spec 2 §4).
    const path = await player.graphql('query ($id: ID!) { profilePicPath(id: $id) }', {
      id: me.id,
    });
    expect(path.body).toEqual({ data: { profilePicPath } });

    const served = await fetch(`${server.url}${profilePicPath}`);
    expect(served.status).toBe(200);
    const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(image).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('refuses a file over 5 MB with the spec text', async () => {
    const response = await upload(player, new Uint8Array(5 * 1024 * 1024 + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'invalid-input',
      message: 'Image file is too large. Please try again.',
    });
  });

  it.each([
    ['text', new TextEncoder().encode('definitely not an image'), 'me.png'],
    [
      'an SVG',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      'me.svg',
    ],
  ])('refuses %s, whatever its name', async (_case, bytes, name) => {
    const before = (await player.graphql(meQuery)).body.data?.['me'] as UserResult;
    const response = await upload(player, bytes, { name });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'invalid-input',
      message: 'Something went wrong. Please upload your image again.',
    });
    const after = (await player.graphql(meQuery)).body.data?.['me'] as UserResult;
    expect(after.profilePicPath).toBe(before.profilePicPath);
  });

  it('refuses a request without a file', async () => {
    const response = await player.fetch('/api/profile/avatar', {
      method: 'POST',
      body: new FormData(),
    });
    expect(response.status).toBe(400);
  });

  it('needs a signed-in player', async () => {
    const response = await upload(server.client(), await png(8, 8));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('needs the CSRF header', async () => {
    const response = await upload(player, await png(8, 8), { csrf: false });
    expect(response.status).toBe(403);
  });
});
