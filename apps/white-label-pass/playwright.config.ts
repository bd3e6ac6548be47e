import { defineE2eConfig, repoRootFrom } from '@levelup/playwright-config';
import { E2E_AUTH_SECRET } from './e2e/support/operator.ts';

// The payments spec buys with a wallet on a local hardhat chain (issue 5).
const config = await defineE2eConfig({
  repoRoot: repoRootFrom(import.meta.dirname),
  port: 4102,
  basePath: '/white-label-battlepass-v2/',
  localChainPort: 4199,
});

// The signed-in spec grants XP through the server's operator API, whose token derives from the
// server's AUTH_SECRET: the API server of this suite gets a known one.
for (const server of [config.webServer ?? []].flat()) {
  if (server.command.includes('@levelup/server'))
    server.env = { ...server.env, AUTH_SECRET: E2E_AUTH_SECRET };
}

// Issue 15: the pseudo-locale pass runs once, on the phone, where 40 % longer texts break layouts first.
// Issue 25: the crypto payment flow does not depend on the viewport (the same modals and wallet steps
// at both widths): it runs once, at the desktop width.
for (const project of config.projects ?? []) {
  if (project.name !== 'mobile') project.testIgnore = /pseudo-locale\.spec\.ts$/;
  else project.testIgnore = /payments\.spec\.ts$/;
}

export default config;
