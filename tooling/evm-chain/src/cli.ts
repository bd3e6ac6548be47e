#!/usr/bin/env tsx
// `levelup-chain [--port 8545] [--hostname 127.0.0.1]`: the local EVM chain on its own, for the
// development start (issue 5 "Real parts"), with the development collection contract deployed (issue
// 13). Stops on Ctrl+C or SIGTERM.
import { parseArgs } from 'node:util';
import { deployDevCollection } from './dev-collection.ts';
import { DEFAULT_LOCAL_CHAIN_PORT, startLocalChain } from './local-chain.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(DEFAULT_LOCAL_CHAIN_PORT) },
    hostname: { type: 'string', default: '127.0.0.1' },
  },
});

const chain = await startLocalChain({
  port: Number(values.port),
  hostname: values.hostname,
  output: 'inherit',
});
console.log(`levelup-chain: chain id ${chain.chainId} on ${chain.rpcUrl} (pid ${chain.pid})`);
// The demo's on-chain launchpad collection (issue 13 Build 4).
const collection = await deployDevCollection(chain.rpcUrl);
console.log(
  collection
    ? `levelup-chain: the development collection contract is at ${collection}`
    : 'levelup-chain: the deployer has sent transactions already; no development collection contract',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void chain.stop().then(() => process.exit(0));
  });
}
