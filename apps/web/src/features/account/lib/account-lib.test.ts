import { describe, expect, it } from 'vitest';
import { userMenuLinks } from './user-menu-links.ts';
import { visibleBalances } from './visible-balances.ts';

describe('userMenuLinks', () => {
  it('has Profile and Manage Account for a player', () => {
    expect(userMenuLinks({ publisherUser: null }).map((link) => link.label)).toEqual([
      'Profile',
      'Manage Account',
    ]);
  });

  it('adds Publisher Dashboard only for a publisher user', () => {
    expect(userMenuLinks({ publisherUser: { id: 'p1', name: 'Studio' } })).toEqual([
      { label: 'Profile', href: '/profile/me' },
      { label: 'Publisher Dashboard', href: '/publisher/dashboard' },
      { label: 'Manage Account', href: '/profile/manage-account' },
    ]);
  });
});

describe('visibleBalances', () => {
  it('hides the ally token at 0 but always shows gold and playpoints, even at 0', () => {
    expect(visibleBalances({ allyToken: 0, gold: 0, playpoints: 0 })).toEqual([
      { currency: 'gold', amount: 0 },
      { currency: 'playpoints', amount: 0 },
    ]);
  });

  it('shows the ally token first once it is above 0', () => {
    expect(
      visibleBalances({ allyToken: 1, gold: 5, playpoints: 2 }).map((b) => b.currency),
    ).toEqual(['allyToken', 'gold', 'playpoints']);
  });
});
