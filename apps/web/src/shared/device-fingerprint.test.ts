import { describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_HEADER, deviceHeaders, deviceVisitorId } from './device-fingerprint.ts';

const library = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: (options: { monitoring: boolean }) => {
    library.loads += 1;
    expect(options).toEqual({ monitoring: false });
    return Promise.resolve({ get: () => Promise.resolve({ visitorId: 'visitor-7' }) });
  },
}));

describe('deviceVisitorId', () => {
  it("is FingerprintJS's visitor id, the library loaded once per app load", async () => {
    const [first, second] = await Promise.all([deviceVisitorId(), deviceVisitorId()]);
    expect([first, second, await deviceVisitorId()]).toEqual([
      'visitor-7',
      'visitor-7',
      'visitor-7',
    ]);
    expect(library.loads).toBe(1);
  });
});

describe('deviceHeaders', () => {
  it('sends x-device-id with the visitor id, and nothing when there is none', async () => {
    expect(DEVICE_ID_HEADER).toBe('x-device-id');
    expect(await deviceHeaders(() => Promise.resolve('visitor-9'))).toEqual({
      'x-device-id': 'visitor-9',
    });
    expect(await deviceHeaders(() => Promise.resolve(null))).toEqual({});
  });
});
