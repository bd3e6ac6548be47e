// The start command's local EVM chain (issue 5 "Real parts"): hardhat on 127.0.0.1 (chain 31337), and the
// server settings that take crypto payments on it. Plain JavaScript because run.mjs runs before any
// install; tooling/evm-chain's tests check these addresses against its test accounts.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export const DEV_CHAIN_ID = 31337;
/** hardhat test account #9: the shop's receiving address in development (PAYMENT_RECEIVER). */
export const DEV_PAYMENT_RECEIVER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
/** hardhat test account #1: the player's development wallet offered in the browser (DEV_WALLET). */
export const DEV_WALLET_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/**
 * hardhat test account #8's key (public, never used elsewhere): the launchpad's minter key on the local
 * chain, which signs the on-chain mint vouchers (issue 13; tooling/evm-chain LAUNCHPAD_MINTER).
 */
export const DEV_LAUNCHPAD_MINTER_KEY =
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97';

/** The server variables for crypto payments and on-chain mints on the local chain at `rpcUrl`. */
export function devChainServerEnv(rpcUrl) {
  return {
    EVM_RPC_URLS: `${DEV_CHAIN_ID}=${rpcUrl}`,
    PAYMENT_RECEIVER_ADDRESS: DEV_PAYMENT_RECEIVER,
    PAYMENT_DEV_WALLET: DEV_WALLET_ADDRESS,
    LAUNCHPAD_MINTER_KEY: DEV_LAUNCHPAD_MINTER_KEY,
  };
}

async function answersChainId(rpcUrl) {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    const { result } = await response.json();
    return Number(result) === DEV_CHAIN_ID;
  } catch {
    return false;
  }
}

/**
 * Starts `levelup-chain` through pnpm and resolves once it answers chain id 31337. Returns the child to
 * stop, or null when a local chain already answers there (a second start reuses it).
 */
export async function startDevChain({ pnpm, cwd, env, port }) {
  const rpcUrl = `http://127.0.0.1:${port}`;
  if (await answersChainId(rpcUrl)) {
    console.log(`\n> a local chain already answers on ${rpcUrl}: using it`);
    return { rpcUrl, child: null };
  }
  const [bin, ...rest] = [...pnpm, '--filter', '@levelup/evm-chain', 'start', '--port', String(port)];
  console.log(`\n> ${[bin, ...rest].join(' ')}`);
  // hardhat's own log (accounts and every call) would bury the server's: keep only errors.
  const child = spawn(bin, rest, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  for (let tries = 0; tries < 120; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the local chain exited (${child.exitCode})`);
    if (await answersChainId(rpcUrl)) return { rpcUrl, child };
    await sleep(500);
  }
  stopProcessGroup(child, 'SIGTERM');
  throw new Error(`the local chain did not answer on ${rpcUrl} within 60 s`);
}

/** Signals every process of a child started with `detached: true` (its own process group). */
export function stopProcessGroup(child, signal) {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
