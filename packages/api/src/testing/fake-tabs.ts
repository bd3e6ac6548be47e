// Stand-ins for a browser's tabs in unit tests of tab-sharing.ts (issue 26 Build 3): exclusive Web Locks
// granted in request order, a BroadcastChannel that delivers to the other channels of its name (never
// to itself) in a later microtask, and a tab's closing, which releases its locks and silences its
// channels without any word from it.
import type { TabChannel, TabLocks } from '../tab-sharing.ts';

type Request = {
  tab: number;
  callback: () => Promise<void> | void;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
type FakeChannel = TabChannel & { tab: number; name: string; closed: boolean };

export type FakeTab = {
  locks: TabLocks;
  openChannel: (name: string) => TabChannel;
  /** The tab closes: its locks are released, its channels hear and say nothing more. */
  close: () => void;
};

export function createFakeBrowser() {
  const held = new Map<string, Request>();
  const queues = new Map<string, Request[]>();
  const channels: FakeChannel[] = [];
  const closedTabs = new Set<number>();
  let tabs = 0;

  function grantNext(name: string) {
    if (held.has(name)) return;
    const request = queues.get(name)?.shift();
    if (!request) return;
    held.set(name, request);
    queueMicrotask(() => {
      let result: Promise<void> | void;
      try {
        result = request.callback();
      } catch (error) {
        result = Promise.reject(error);
      }
      Promise.resolve(result).then(
        (value) => release(name, request, () => request.resolve(value)),
        (error: unknown) => release(name, request, () => request.reject(error)),
      );
    });
  }

  function release(name: string, request: Request, settle: () => void) {
    if (held.get(name) !== request) return;
    held.delete(name);
    settle();
    grantNext(name);
  }

  function tab(): FakeTab {
    const id = ++tabs;
    const locks: TabLocks = {
      request: (name, { signal }, callback) =>
        new Promise((resolve, reject) => {
          if (closedTabs.has(id)) return;
          if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
          const request: Request = { tab: id, callback, resolve, reject };
          const queue = queues.get(name) ?? [];
          queues.set(name, queue);
          queue.push(request);
          signal?.addEventListener('abort', () => {
            const index = queue.indexOf(request);
            if (index === -1) return;
            queue.splice(index, 1);
            reject(new DOMException('Aborted', 'AbortError'));
          });
          grantNext(name);
        }),
    };
    return {
      locks,
      openChannel(name) {
        const channel: FakeChannel = {
          tab: id,
          name,
          closed: false,
          onmessage: null,
          postMessage(message) {
            if (channel.closed) return;
            const copy = structuredClone(message);
            for (const other of channels)
              if (other !== channel && other.name === name)
                queueMicrotask(() => {
                  if (!other.closed) other.onmessage?.({ data: copy } as MessageEvent);
                });
          },
          close() {
            channel.closed = true;
          },
        };
        channels.push(channel);
        return channel;
      },
      close() {
        closedTabs.add(id);
        for (const channel of channels) if (channel.tab === id) channel.closed = true;
        for (const queue of queues.values())
          for (let index = queue.length - 1; index >= 0; index -= 1)
            if (queue[index]!.tab === id) queue.splice(index, 1);
        for (const [name, request] of [...held])
          if (request.tab === id) release(name, request, () => request.resolve(undefined));
      },
    };
  }

  return { tab };
}

/** Lets every message and lock grant under way run (they chain microtasks, never timers). */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
