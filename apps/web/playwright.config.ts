import { defineE2eConfig, repoRootFrom } from '@levelup/playwright-config';
import {
  identityServiceServerEnv,
  identityServiceWebServer,
} from './e2e/support/identity-service.ts';
import { E2E_AUTH_SECRET } from './e2e/support/operator.ts';
import { oauthStandInEnv, oauthStandInServer } from './e2e/support/social.ts';
import { LOCAL_CHAIN_PORT } from './e2e/support/wallets.ts';

// The payments spec buys with a wallet on a local hardhat chain (issue 5).
const repoRoot = repoRootFrom(import.meta.dirname);
const config = await defineE2eConfig({
  repoRoot,
  port: 4101,
  localChainPort: LOCAL_CHAIN_PORT,
});

// The progression spec grants XP through the server's operator API, whose token derives from the
// server's AUTH_SECRET: the API server of this suite gets a known one.
// The social-connections spec connects Google through a local OAuth2 server (issue 14 Build 2), and
// spec 2 §1's external identity service is a local OpenID Connect server: both start before the API
// server, whose providers point at them.
const servers = [config.webServer ?? []].flat();
for (const server of servers) {
  if (server.command.includes('@levelup/server start'))
    server.env = {
      ...server.env,
      AUTH_SECRET: E2E_AUTH_SECRET,
      ...oauthStandInEnv,
      ...identityServiceServerEnv,
    };
}
config.webServer = [
  { ...oauthStandInServer, cwd: repoRoot },
  identityServiceWebServer(repoRoot),
  ...servers,
];

// Issue 25: every spec runs at the desktop width; the phone width runs the tests tagged `@mobile`, whose
// meaning depends on the viewport: the shell and its menu drawer, the pass's layout and scrolling, the
// a11y and pseudo-locale passes over every page (a phone is where long texts break layouts first), the
// guest Wall, and the signed-in journeys whose menus differ on a phone (sign-up and sign-out through
// the drawer, the pass's claims and drawer). Flows whose behaviour does not depend on the viewport
// (payments, launchpad, wallets, missions, referrals, publisher…) run once.
config.projects = config.projects?.map((project) =>
  project.name === 'mobile' ? { ...project, grep: /@mobile/ } : project,
);

export default config;
