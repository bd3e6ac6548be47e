// A local stand-in for Steam's OpenID 2.0 provider and its GetPlayerSummaries Web API, speaking the
// real protocol: checkid_setup redirects back with an HMAC-SHA1 signed positive assertion, and
// check_authentication verifies the signature (once per nonce, as an OP must) in key-value form.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const SIGNED = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle';

export type SteamStandIn = {
  openIdUrl: string;
  apiUrl: string;
  apiKey: string;
  /** The Steam player who "signs in" next, and their persona name. */
  setPlayer: (steamId: string, personaName: string) => void;
  /** Whether the next checkid_setup is cancelled by the player. */
  setCancel: (cancel: boolean) => void;
  /** Where the next claimed ids point (Steam's own endpoint unless a test makes the stand-in lie). */
  setClaimedIdBase: (base: string) => void;
  checkAuthenticationCount: () => number;
  stop: () => Promise<void>;
};

const keyValueForm = (entries: [string, string][]) =>
  entries.map(([key, value]) => `${key}:${value}\n`).join('');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startSteamStandIn(): Promise<SteamStandIn> {
  const associationKey = randomBytes(20);
  const apiKey = 'steam-web-api-test-key';
  const usedNonces = new Set<string>();
  let player = { steamId: '76561197960287930', personaName: 'Rabscuttle' };
  let cancel = false;
  let claimedIdBase = 'https://steamcommunity.com/openid/id/';
  let checks = 0;
  let openIdUrl = '';

  const signature = (fields: URLSearchParams) =>
    createHmac('sha1', associationKey)
      .update(
        keyValueForm(
          (fields.get('openid.signed') ?? '')
            .split(',')
            .map((name) => [name, fields.get(`openid.${name}`) ?? ''] as [string, string]),
        ),
      )
      .digest('base64');

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', openIdUrl);
    if (url.pathname === '/openid/login' && request.method === 'GET') {
      const returnTo = url.searchParams.get('openid.return_to') ?? '';
      const back = new URL(returnTo);
      if (cancel) {
        back.searchParams.set('openid.ns', OPENID_NS);
        back.searchParams.set('openid.mode', 'cancel');
      } else {
        const claimedId = `${claimedIdBase}${player.steamId}`;
        const assertion = new URLSearchParams({
          'openid.ns': OPENID_NS,
          'openid.mode': 'id_res',
          'openid.op_endpoint': openIdUrl,
          'openid.claimed_id': claimedId,
          'openid.identity': claimedId,
          'openid.return_to': returnTo,
          'openid.response_nonce': `${new Date().toISOString().slice(0, 19)}Z${randomBytes(6).toString('hex')}`,
          'openid.assoc_handle': '1234567890',
          'openid.signed': SIGNED,
        });
        assertion.set('openid.sig', signature(assertion));
        for (const [key, value] of assertion) back.searchParams.set(key, value);
      }
      response.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/openid/login' && request.method === 'POST') {
      checks += 1;
      const fields = new URLSearchParams(await readBody(request));
      const nonce = fields.get('openid.response_nonce') ?? '';
      const valid =
        fields.get('openid.mode') === 'check_authentication' &&
        fields.get('openid.sig') === signature(fields) &&
        !usedNonces.has(nonce);
      usedNonces.add(nonce);
      response.writeHead(200, { 'content-type': 'text/plain' }).end(
        keyValueForm([
          ['ns', OPENID_NS],
          ['is_valid', String(valid)],
        ]),
      );
      return;
    }
    if (url.pathname === '/ISteamUser/GetPlayerSummaries/v2/') {
      if (url.searchParams.get('key') !== apiKey) {
        response.writeHead(403).end();
        return;
      }
      const players =
        url.searchParams.get('steamids') === player.steamId
          ? [{ steamid: player.steamId, personaname: player.personaName }]
          : [];
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ response: { players } }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  openIdUrl = `${origin}/openid/login`;
  return {
    openIdUrl,
    apiUrl: origin,
    apiKey,
    setPlayer: (steamId, personaName) => {
      player = { steamId, personaName };
    },
    setClaimedIdBase: (base) => {
      claimedIdBase = base;
    },
    setCancel: (value) => {
      cancel = value;
    },
    checkAuthenticationCount: () => checks,
    stop: () =>
      new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
