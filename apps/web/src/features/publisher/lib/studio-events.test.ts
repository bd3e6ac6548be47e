import { describe, expect, it } from 'vitest';
import { eventWhy, keyAction } from './studio-events.ts';

const key = (id: string, revokedAt: string | null = null) => ({
  id,
  createdAt: '2026-11-25T10:00:00.000Z',
  revokedAt,
});

describe('eventWhy (issue 14 Build 4: refused and why)', () => {
  it('explains refusals by reason, falling back on the server message', () => {
    expect(eventWhy({ status: 'REFUSED', reason: 'game-not-owned' })).toBe(
      'The game is not one of this studio’s games.',
    );
    expect(eventWhy({ status: 'REFUSED', reason: 'new-reason', message: 'From the API.' })).toBe(
      'From the API.',
    );
    expect(eventWhy({ status: 'DUPLICATE' })).toMatch(/received before/);
    expect(eventWhy({ status: 'APPLIED' })).toBe('');
  });
});

describe('keyAction (two live keys at once)', () => {
  it('creates the first key, rotates to a second, and waits for a revocation after that', () => {
    expect(keyAction([])).toEqual({ label: 'CREATE KEY', allowed: true });
    expect(keyAction([key('a', '2026-11-25T11:00:00.000Z')])).toEqual({
      label: 'CREATE KEY',
      allowed: true,
    });
    expect(keyAction([key('a')])).toEqual({ label: 'ROTATE KEY', allowed: true });
    expect(keyAction([key('a'), key('b')])).toEqual({ label: 'ROTATE KEY', allowed: false });
  });
});
