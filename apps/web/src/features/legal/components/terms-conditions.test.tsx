// Issue 14 Build 5: the terms are real terms for what the product does, not a demo placeholder.
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { env } from '#env.ts';
import { TermsConditions } from './terms-conditions.tsx';

it('states the rules a player accepts: virtual items, purchases, invites, collectibles, fair play', () => {
  render(<TermsConditions />);
  const text = document.body.textContent ?? '';
  for (const heading of [
    'Your account',
    'Virtual currencies and items',
    'Purchases',
    'Missions, chests and rewards',
    'Invites',
    'Collectibles and wallets',
    'Fair play',
  ])
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
  expect(text).toContain('no cash value');
  expect(text).toContain('cannot be cancelled or refunded once delivered');
  expect(text).not.toMatch(/demo/i);
  expect(screen.getByRole('link', { name: env.supportEmail }).getAttribute('href')).toBe(
    `mailto:${env.supportEmail}`,
  );
});
