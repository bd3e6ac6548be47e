// `levelup studio ...`: the operator's side of the game-progress API (issue 11 §2). Studios and their
// signing keys live in the database: `create`, `add-publisher` and `key create` go through the running
// server's operator API when one answers (the embedded PGlite is opened by one process only: a change
// written beside a running server would never reach it), else to the database directly; `key list` and
// `key revoke` open it directly; `send-events` posts a file of events through the running server with
// the studios' own client package, as a studio would.
import { readFile } from 'node:fs/promises';
import { createGameProgressClient } from '@levelup/game-progress-client/client';
import type { EventResult, TrackedEvent } from '@levelup/game-progress-client/events';
import type { Command } from 'commander';
import type { ServerConfig } from '#env.ts';
import { invalidInput } from '#errors.ts';
import {
  createStudio,
  createStudioKey,
  listStudioKeys,
  revokeStudioKey,
} from '#modules/game-progress/studios-store.ts';
import { addStudioPublisher } from '#modules/game-progress/studio-members.ts';
import { callOperator, serverUrl, type WithDatabase } from './operator-client.ts';

type Output = { out: (line: string) => void; err: (line: string) => void };

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A JSON file holding an array of events, or a batch `{ "events": [...] }`. */
async function readEvents(file: string): Promise<TrackedEvent[]> {
  const text = await readFile(file, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalidInput(`${file} is not JSON.`);
  }
  const events = Array.isArray(json) ? json : (json as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) throw invalidInput(`${file} holds no array of events.`);
  return events as TrackedEvent[];
}

export function addStudioCommands(
  program: Command,
  output: Output,
  config: ServerConfig,
  withDatabase: WithDatabase,
): void {
  const studio = program.command('studio').description('Studios of the game-progress API');
  studio
    .command('create')
    .description('Register a studio and the games whose events it may send.')
    .argument('<key>', 'the studio key, e.g. riftworks')
    .requiredOption('--name <name>', 'the studio name')
    .requiredOption('--games <keys>', 'comma-separated game keys, e.g. rift-runners,star-forge')
    .option('--server <url>', 'the running server (default: http://127.0.0.1:$PORT)')
    .action(async (key: string, options: { name: string; games: string; server?: string }) => {
      const body = { key, name: options.name, gameKeys: list(options.games) };
      await callOperator<{ key: string }>(config, serverUrl(config, options.server), withDatabase, {
        route: 'studios',
        body,
        direct: (_tools, { db }) => createStudio(db, body),
      });
      output.out(`created studio ${key} (${body.gameKeys.join(', ')})`);
    });

  studio
    .command('add-publisher')
    .description(
      'Make an account a publisher user of the studio: it opens the Publisher Dashboard (keys, events, missions).',
    )
    .argument('<studio>', 'the studio key')
    .argument('<email>', 'the account’s e-mail')
    .option('--server <url>', 'the running server (default: http://127.0.0.1:$PORT)')
    .action(async (studioKey: string, email: string, options: { server?: string }) => {
      const { result } = await callOperator<{ added: boolean; email: string }>(
        config,
        serverUrl(config, options.server),
        withDatabase,
        {
          route: 'studio-publishers',
          body: { studioKey, email },
          direct: (_tools, { db }) => addStudioPublisher(db, { studioKey, email }),
        },
      );
      output.out(
        result.added
          ? `${result.email} is now a publisher user of ${studioKey}`
          : `${result.email} already is a publisher user of ${studioKey}`,
      );
    });

  const key = studio.command('key').description('Signing keys (two live at once, for rotation)');
  key
    .command('create')
    .description('Create a signing key; its secret is printed this once.')
    .argument('<studio>')
    .option('--server <url>', 'the running server (default: http://127.0.0.1:$PORT)')
    .action(async (studioKey: string, options: { server?: string }) => {
      const { result } = await callOperator<{ keyId: string; secret: string }>(
        config,
        serverUrl(config, options.server),
        withDatabase,
        {
          route: 'studio-keys',
          body: { studioKey },
          direct: (_tools, { db }) => createStudioKey(db, studioKey),
        },
      );
      output.out(`key id: ${result.keyId}`);
      output.out(`secret: ${result.secret}`);
      output.out('Store the secret now: it is not shown again.');
    });
  key
    .command('list')
    .description('The studio’s keys, without their secrets.')
    .argument('<studio>')
    .action((studioKey: string) =>
      withDatabase(async ({ db }) => {
        for (const row of await listStudioKeys(db, studioKey))
          output.out(
            `${row.id} created ${row.createdAt.toISOString()}${row.revokedAt ? ` revoked ${row.revokedAt.toISOString()}` : ' live'}`,
          );
      }),
    );
  key
    .command('revoke')
    .description('Revoke a key: batches signed with it are refused from now on.')
    .argument('<studio>')
    .argument('<keyId>')
    .action((studioKey: string, keyId: string) =>
      withDatabase(async ({ db }) => {
        await revokeStudioKey(db, studioKey, keyId);
        output.out(`revoked ${keyId}`);
      }),
    );

  studio
    .command('send-events')
    .description(
      'Send a JSON file of events, signed with a studio key, to the running server (the client package).',
    )
    .argument('<keyId>')
    .argument('<secret>')
    .requiredOption('--file <events.json>', 'an array of events, or { "events": [...] }')
    .option('--server <url>', 'the running server (default: http://127.0.0.1:$PORT)')
    .action(async (keyId: string, secret: string, options: { file: string; server?: string }) => {
      const events = await readEvents(options.file);
      const results: EventResult[] = [];
      const client = createGameProgressClient({
        endpoint: serverUrl(config, options.server),
        keyId,
        secret,
        flushIntervalMs: 0,
        maxAttempts: 3,
        // Full batches leave while the file is still being queued: every answer arrives here.
        onResults: (batch) => results.push(...batch),
      });
      for (const event of events) client.track(event);
      const sent = await client.shutdown();
      for (const result of results)
        output.out(
          result.status === 'refused'
            ? `${result.id ?? '(no id)'}: refused (${result.reason}) ${result.message}`
            : `${result.id}: ${result.status}`,
        );
      if (sent.error) {
        output.err(`${sent.unsent} events not sent: ${sent.error.code} ${sent.error.message}`);
        throw invalidInput('Some events were not sent.');
      }
    });
}
