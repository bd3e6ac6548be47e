import { describe, expect, it } from 'vitest';
import type { LiveConnection, LiveHandlers } from './live-connection.ts';
import type { LiveOperation } from './live-protocol.ts';
import { shareAcrossTabs } from './tab-sharing.ts';
import { createFakeBrowser, settle } from './testing/fake-tabs.ts';

// Issue 26 Build 3: the tabs of one browser share one connection. A fake browser (Web Locks granted in
// order, BroadcastChannels, tabs that close without a word) and fake connections that record what runs
// on them; the test waits for the messages under way, never for time.
type Served = { operation: LiveOperation; handlers: LiveHandlers; active: boolean };
type FakeConnection = LiveConnection & { served: Served[]; disposed: boolean };

function fakeConnection(): FakeConnection {
  const connection: FakeConnection = {
    served: [],
    disposed: false,
    subscribe(operation, handlers) {
      const entry = { operation, handlers, active: true };
      connection.served.push(entry);
      handlers.connected?.(false);
      return () => (entry.active = false);
    },
    dispose() {
      connection.disposed = true;
      for (const entry of connection.served) entry.active = false;
    },
  };
  return connection;
}

const operation = (name: string): LiveOperation => ({
  query: `subscription ${name} { x }`,
  variables: {},
});

function recorder() {
  const events: unknown[] = [];
  const starts: boolean[] = [];
  const errors: unknown[] = [];
  const handlers: LiveHandlers = {
    next: (data) => events.push(data),
    error: (error) => errors.push(error),
    connected: (reconnected) => starts.push(reconnected),
  };
  return { events, starts, errors, handlers };
}

function openTabs(count: number, name = 'levelup-live/v1 http://api/graphql player-1') {
  const browser = createFakeBrowser();
  return Array.from({ length: count }, () => openTab(browser, name));
}

function openTab(browser: ReturnType<typeof createFakeBrowser>, name: string) {
  const tab = browser.tab();
  const connections: FakeConnection[] = [];
  const client = shareAcrossTabs({
    name,
    locks: tab.locks,
    openChannel: tab.openChannel,
    open: () => {
      const connection = fakeConnection();
      connections.push(connection);
      return connection;
    },
  });
  return {
    client,
    connections,
    /** The live subscriptions on this tab's connection. */
    active: () => connections.flatMap((c) => c.served.filter((entry) => entry.active)),
    /** The tab closes: its socket goes with it, its locks are released. */
    close() {
      for (const connection of connections) connection.dispose();
      tab.close();
    },
  };
}

const served = (tab: ReturnType<typeof openTab>, name: string) =>
  tab.active().find((entry) => entry.operation.query.includes(name))!;

describe('tabs sharing one connection', () => {
  it('elect one leader, which runs every tab’s subscriptions and sends each event to its tab only', async () => {
    const [a, b, c] = openTabs(3);
    const [ra, rb, rc] = [recorder(), recorder(), recorder()];
    a!.client.subscribe(operation('A'), ra.handlers);
    b!.client.subscribe(operation('B'), rb.handlers);
    c!.client.subscribe(operation('C'), rc.handlers);
    await settle();
    expect(a!.connections).toHaveLength(1);
    expect(b!.connections).toHaveLength(0);
    expect(c!.connections).toHaveLength(0);
    expect(a!.active().map((entry) => entry.operation.query)).toEqual([
      operation('A').query,
      operation('B').query,
      operation('C').query,
    ]);

    served(a!, 'B').handlers.next({ b: 1 });
    served(a!, 'C').handlers.error?.([{ message: 'no', extensions: { code: 'invalid-input' } }]);
    served(a!, 'A').handlers.next({ a: 1 });
    await settle();
    expect(ra.events).toEqual([{ a: 1 }]);
    expect(rb.events).toEqual([{ b: 1 }]);
    expect(rc.events).toEqual([]);
    expect(rc.errors).toEqual([[{ message: 'no', extensions: { code: 'invalid-input' } }]]);
    expect([ra.starts, rb.starts, rc.starts]).toEqual([[false], [false], [false]]);
  });

  it('end a follower’s subscription on the leader when it unsubscribes or disposes', async () => {
    const [a, b] = openTabs(2);
    const stop = b!.client.subscribe(operation('B1'), recorder().handlers);
    b!.client.subscribe(operation('B2'), recorder().handlers);
    await settle();
    expect(a!.active()).toHaveLength(2);
    stop();
    await settle();
    expect(a!.active().map((entry) => entry.operation.query)).toEqual([operation('B2').query]);
    b!.client.dispose();
    await settle();
    expect(a!.active()).toEqual([]);
  });

  it('hand over when the leading tab closes: the next one subscribes everything the open tabs need', async () => {
    const [a, b, c] = openTabs(3);
    const [rb, rc] = [recorder(), recorder()];
    a!.client.subscribe(operation('A'), recorder().handlers);
    b!.client.subscribe(operation('B'), rb.handlers);
    c!.client.subscribe(operation('C'), rc.handlers);
    await settle();
    expect(a!.active()).toHaveLength(3);

    a!.close();
    await settle();
    expect(b!.connections).toHaveLength(1);
    expect(c!.connections).toHaveLength(0);
    expect(
      b!
        .active()
        .map((entry) => entry.operation.query)
        .sort(),
    ).toEqual([operation('B').query, operation('C').query]);
    // Started again after a break: events of the gap may be lost.
    expect(rb.starts).toEqual([false, true]);
    expect(rc.starts).toEqual([false, true]);
    served(b!, 'C').handlers.next({ c: 2 });
    await settle();
    expect(rc.events).toEqual([{ c: 2 }]);

    // A leader that disposes its client hands over too.
    b!.client.dispose();
    await settle();
    expect(b!.connections[0]!.disposed).toBe(true);
    expect(c!.active().map((entry) => entry.operation.query)).toEqual([operation('C').query]);
    expect(rc.starts).toEqual([false, true, true]);
  });

  it('end the subscriptions of a tab that closed without a word', async () => {
    const [a, b] = openTabs(2);
    b!.client.subscribe(operation('B'), recorder().handlers);
    a!.client.subscribe(operation('A'), recorder().handlers);
    await settle();
    expect(a!.active()).toHaveLength(2);
    b!.close();
    await settle();
    expect(a!.active().map((entry) => entry.operation.query)).toEqual([operation('A').query]);
  });

  it('subscribe a tab opened later on the existing leader', async () => {
    const browser = createFakeBrowser();
    const name = 'levelup-live/v1 http://api/graphql player-1';
    const a = openTab(browser, name);
    a.client.subscribe(operation('A'), recorder().handlers);
    await settle();
    const late = openTab(browser, name);
    const r = recorder();
    late.client.subscribe(operation('Late'), r.handlers);
    await settle();
    expect(late.connections).toHaveLength(0);
    served(a, 'Late').handlers.next({ late: true });
    await settle();
    expect(r.events).toEqual([{ late: true }]);
  });

  it('never share between players: each player’s tabs have their own leader', async () => {
    const browser = createFakeBrowser();
    const one = openTab(browser, 'levelup-live/v1 http://api/graphql player-1');
    const two = openTab(browser, 'levelup-live/v1 http://api/graphql player-2');
    const [r1, r2] = [recorder(), recorder()];
    one.client.subscribe(operation('One'), r1.handlers);
    two.client.subscribe(operation('Two'), r2.handlers);
    await settle();
    expect(one.active().map((entry) => entry.operation.query)).toEqual([operation('One').query]);
    expect(two.active().map((entry) => entry.operation.query)).toEqual([operation('Two').query]);
    served(two, 'Two').handlers.next({ two: 1 });
    await settle();
    expect(r1.events).toEqual([]);
    expect(r2.events).toEqual([{ two: 1 }]);
  });
});
