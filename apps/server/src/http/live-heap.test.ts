import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, expect, it } from 'vitest';
import { trackLiveHeap, type LiveHeap } from './live-heap.ts';

setFlagsFromString('--expose-gc');
const fullGarbageCollection = runInNewContext('gc') as () => void;

// The collection's performance entry arrives asynchronously; on a loaded machine (beside other test
// files) it can take more than the poll's default second.
const POLL = { timeout: 15_000 };

let tracker: LiveHeap | undefined;
afterEach(() => tracker?.stop());

it('follows what survives a full collection, not the garbage made since', async () => {
  tracker = trackLiveHeap();
  const held: number[][] = [];
  for (let i = 0; i < 200; i++) held.push(Array.from({ length: 10_000 }, (_, n) => n + i));
  fullGarbageCollection();
  await expect.poll(() => tracker!.bytes(), POLL).toBeGreaterThan(12_000_000);
  const withHeld = tracker.bytes();

  // Garbage alone does not move it (were a full collection to run meanwhile, the held arrays stay).
  for (let i = 0; i < 200; i++) Array.from({ length: 10_000 }, (_, n) => n * i);
  expect(Math.abs(tracker.bytes() - withHeld)).toBeLessThan(2_000_000);

  held.length = 0;
  fullGarbageCollection();
  await expect.poll(() => tracker!.bytes(), POLL).toBeLessThan(withHeld - 10_000_000);
});
