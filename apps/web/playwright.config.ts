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

// Issue 15: the reduced-motion check runs on the desktop project only (the same CSS serves both).
config.projects = config.projects?.map((project) =>
  project.name === 'mobile' ? { ...project, testIgnore: /reduced-motion\.spec\.ts$/ } : project,
);

export default config;
