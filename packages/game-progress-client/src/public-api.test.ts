// Locks the public API (CONVENTIONS.md "Libraries"): every module's runtime export names. A change
// here is a change for the studios that install @levelup/game-progress-client.
import { expect, it } from 'vitest';

declare global {
  interface ImportMeta {
    glob(patterns: string[], options: { eager: true }): Record<string, Record<string, unknown>>;
  }
}

const modules = import.meta.glob(['./*.ts', '!./*.test.ts'], { eager: true });

it('exports exactly these names from each module', () => {
  const api = Object.fromEntries(
    Object.entries(modules)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, module]) => [
        path.replace(/^\.\/|\.ts$/g, ''),
        Object.keys(module).sort().join(' '),
      ]),
  );
  expect(api).toMatchInlineSnapshot(`
    {
      "backoff": "DEFAULT_BACKOFF backoffDelayMs retryAfterMs",
      "client": "createGameProgressClient",
      "events": "MAX_EVENTS_PER_BATCH toGameEvent",
      "overload-retry": "DEFAULT_OVERLOAD_RETRY_AFTER_MS OVERLOAD_RETRY_BUDGET_MS OVERLOAD_RETRY_JITTER overloadRetryDelayMs",
      "send-batch": "EVENTS_PATH GameProgressError sendBatch",
      "signature": "KEY_ID_HEADER SIGNATURE_HEADER TIMESTAMP_HEADER signBatch signedHeaders",
    }
  `);
});
