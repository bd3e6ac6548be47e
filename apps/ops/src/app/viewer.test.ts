import { describe, expect, it } from 'vitest';
import { consolePages } from './viewer.ts';

// issue 29: the navigation shows only what the viewer's roles allow.
describe('consolePages', () => {
  it('opens every page to an operator', () => {
    expect(consolePages({ roles: [{ role: 'OPERATOR', groupKey: null }] })).toEqual([
      'overview',
      'players',
      'audit',
      'data',
      'site',
      'staff',
    ]);
  });

  it('opens overview, players, audit and data to a partner manager', () => {
    expect(
      consolePages({ roles: [{ role: 'PARTNER_MANAGER', groupKey: 'nebula-guild' }] }),
    ).toEqual(['overview', 'players', 'audit', 'data']);
  });

  it('opens overview, players and audit to support, and nothing to an account with no role', () => {
    expect(consolePages({ roles: [{ role: 'SUPPORT', groupKey: null }] })).toEqual([
      'overview',
      'players',
      'audit',
    ]);
    expect(consolePages({ roles: [] })).toEqual([]);
  });
});
