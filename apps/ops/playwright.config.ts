import { defineE2eConfig, repoRootFrom } from '@levelup/playwright-config';
import { E2E_AUTH_SECRET } from '../web/e2e/support/operator.ts';

// issue 29: the console's e2e runs at the desktop width only (a staff tool), against its own server.
const config = await defineE2eConfig({
  repoRoot: repoRootFrom(import.meta.dirname),
  port: 4103,
  basePath: '/ops/',
});

// The player's page is watched live through the server's metrics (apps/web e2e/support/live.ts), behind
// the operator token that derives from AUTH_SECRET: the API server of this suite gets the known one.
for (const server of [config.webServer ?? []].flat()) {
  if (server.command.includes('@levelup/server'))
    server.env = { ...server.env, AUTH_SECRET: E2E_AUTH_SECRET };
}

config.projects = config.projects?.filter((project) => project.name === 'desktop');

export default config;
