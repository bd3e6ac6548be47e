// A local EVM chain for development and tests (issue 5 "Real parts"): `hardhat node` (hardhat 2, chain id
// 31337) as a child process, ready once eth_chainId answers, stopped by its own pid (STACK-NOTES.md:
// an npx wrapper would leave the node running).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { hardhatProcessEnv } from './env.ts';

/** hardhat's chain id, the local development chain of the payment chains (issue 5 item 4). */
export const LOCAL_CHAIN_ID = 31337;
export const DEFAULT_LOCAL_CHAIN_PORT = 8545;

export type StartLocalChainParameters = {
  /** Port of the JSON-RPC server; 8545 by default, 0 picks a free one. */
  port?: number;
  hostname?: string;
  /** 'inherit' shows hardhat's log (accounts, calls) on this process's output; quiet by default. */
  output?: 'quiet' | 'inherit';
  /** How long the node may take to answer eth_chainId before the start fails. */
  readyTimeoutMs?: number;
};

export type LocalChain = {
  chainId: typeof LOCAL_CHAIN_ID;
  rpcUrl: string;
  hostname: string;
  port: number;
  pid: number;
  /** Stops the node (SIGTERM, then SIGKILL after 5 s) and resolves once it has exited. */
  stop: () => Promise<void>;
};

/** The start failed: the port is taken, hardhat exited, or it did not answer in time. */
export class LocalChainStartError extends Error {
  override name = 'LocalChainStartError';
}
export type StartLocalChainErrorType = LocalChainStartError;

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STOP_GRACE_MS = 5_000;
const OUTPUT_TAIL_CHARS = 4_000;

/** Starts `hardhat node` on the port and resolves once it answers with chain id 31337. */
export async function startLocalChain({
  port = DEFAULT_LOCAL_CHAIN_PORT,
  hostname = '127.0.0.1',
  output = 'quiet',
  readyTimeoutMs = 60_000,
}: StartLocalChainParameters = {}): Promise<LocalChain> {
  // A node already listening there would answer eth_chainId in place of ours.
  const chosenPort = await claimPort(port, hostname);
  const child = spawn(
    process.execPath,
    [hardhatCli(), 'node', '--hostname', hostname, '--port', String(chosenPort)],
    {
      cwd: packageDir,
      env: hardhatProcessEnv(),
      stdio: output === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'ignore', 'pipe'],
    },
  );
  let outputTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    outputTail = (outputTail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopChild(child);
  };

  const rpcUrl = `http://${hostname}:${chosenPort}`;
  try {
    await waitUntilReady(child, rpcUrl, readyTimeoutMs, () => outputTail);
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new LocalChainStartError('hardhat node has no pid.');
  return { chainId: LOCAL_CHAIN_ID, rpcUrl, hostname, port: chosenPort, pid: child.pid, stop };
}

function hardhatCli(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('hardhat/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: { hardhat: string } };
  return path.join(path.dirname(manifestPath), manifest.bin.hardhat);
}

/** Resolves the port to use (a free one for 0); fails if the asked port is taken. */
async function claimPort(port: number, hostname: string): Promise<number> {
  const server = createServer();
  try {
    server.listen(port, hostname);
    await once(server, 'listening');
  } catch (error) {
    throw new LocalChainStartError(`Port ${port} on ${hostname} is not free for the local chain.`, {
      cause: error,
    });
  }
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string')
    throw new LocalChainStartError('Could not read the claimed port.');
  return address.port;
}

async function waitUntilReady(
  child: ChildProcess,
  rpcUrl: string,
  timeoutMs: number,
  outputTail: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new LocalChainStartError(
        `hardhat node exited (${child.exitCode ?? child.signalCode}) before answering:\n${outputTail()}`,
      );
    const chainId = await readChainId(rpcUrl);
    if (chainId === LOCAL_CHAIN_ID) return;
    if (chainId !== null)
      throw new LocalChainStartError(
        `${rpcUrl} answered chain id ${chainId}, not ${LOCAL_CHAIN_ID}.`,
      );
    await sleep(100);
  }
  throw new LocalChainStartError(
    `hardhat node did not answer on ${rpcUrl} within ${timeoutMs} ms:\n${outputTail()}`,
  );
}

/** eth_chainId of the node, or null while nothing answers yet. */
async function readChainId(rpcUrl: string): Promise<number | null> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(2_000),
    });
    const body = (await response.json()) as { result?: string };
    return typeof body.result === 'string' ? Number(BigInt(body.result)) : null;
  } catch {
    return null;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const forceKill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(forceKill);
}
