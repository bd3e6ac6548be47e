import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playerStateFixture } from '@levelup/api/testing/progression.fixtures';
import type { PartnerPlayer } from '../hooks/use-partner-player.ts';
import { partnerBattlePass } from '../lib/partner-pass.fixtures.ts';
import { PartnerPassPage } from './partner-pass-page.tsx';

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-02-01T00:00:00Z'));
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: true,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  globalThis.CSS = { supports: () => true } as unknown as typeof CSS;
});
afterEach(() => vi.useRealTimers());

function player(overrides: Partial<PartnerPlayer> = {}): PartnerPlayer {
  const state = playerStateFixture();
  return {
    viewer: { signedIn: true, userLevel: 1, levelProgress: 0.4, hasPremium: false },
    state,
    levels: partnerBattlePass.levels,
    notice: null,
    claimingRewardIds: new Set(),
    onClaim: vi.fn(),
    onBuyPremium: vi.fn(),
    onBuyBooster: vi.fn(),
    boosterPurchaseBlocked: false,
    ...overrides,
  };
}

const levelItem = (level: number) =>
  screen
    .getAllByRole('listitem')
    .find((item) => item.dataset.level === String(level)) as HTMLElement;

describe('PartnerPassPage for a signed-in partner player', () => {
  it('offers CLAIM on the reached free reward and claims it', () => {
    const signedIn = player();
    const onSignIn = vi.fn();
    render(
      <PartnerPassPage battlePass={partnerBattlePass} player={signedIn} onSignIn={onSignIn} />,
    );
    const free = within(levelItem(1)).getByRole('button', { name: /Level 1 free reward/ });
    expect(free.dataset.visual).toBe('unlocked');
    expect(free.textContent).toContain('CLAIM');
    fireEvent.click(free);
    expect(signedIn.onClaim).toHaveBeenCalledWith({ level: 1, track: 'basic' });
    expect(onSignIn).not.toHaveBeenCalled();
    // Level 2 is not reached: its free reward stays locked, and a click claims nothing.
    expect(levelItem(2).querySelector('[data-track="basic"]')?.getAttribute('data-visual')).toBe(
      'locked',
    );
  });

  it('shows collected rewards, the level and the booster purchase; the premium card buys premium', () => {
    const levels = partnerBattlePass.levels.map((entry) =>
      entry.level === 1 ? { ...entry, basicCollectedAt: '2026-11-22T10:00:00.000Z' } : entry,
    );
    const signedIn = player({ levels, notice: 'You have already collected this reward!' });
    render(<PartnerPassPage battlePass={partnerBattlePass} player={signedIn} onSignIn={vi.fn()} />);
    expect(levelItem(1).querySelector('[data-track="basic"]')?.getAttribute('data-visual')).toBe(
      'collected',
    );
    expect(screen.getByRole('status').textContent).toContain('Level 1');
    expect(screen.getByRole('alert').textContent).toBe('You have already collected this reward!');
    fireEvent.click(screen.getByRole('button', { name: 'BUY XP BOOST' }));
    expect(signedIn.onBuyBooster).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /BUY PREMIUM PASS/ }));
    expect(signedIn.onBuyPremium).toHaveBeenCalled();
  });

  it('offers no booster purchase while none can be bought: XP BOOST ALREADY ACTIVE, disabled (issue 10 fault 13)', () => {
    const signedIn = player({ boosterPurchaseBlocked: true });
    render(<PartnerPassPage battlePass={partnerBattlePass} player={signedIn} onSignIn={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'BUY XP BOOST' })).toBeNull();
    const blocked = screen.getByRole('button', { name: 'XP BOOST ALREADY ACTIVE' });
    expect(blocked.hasAttribute('disabled')).toBe(true);
    fireEvent.click(blocked);
    expect(signedIn.onBuyBooster).not.toHaveBeenCalled();
  });
});
