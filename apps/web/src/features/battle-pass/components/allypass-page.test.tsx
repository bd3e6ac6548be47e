import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISITOR } from '@levelup/ui/battle-pass/lib/battle-pass-viewer';
import { fixtureBattlePass } from '@levelup/api/testing/battle-pass-page.fixtures';
import { AllypassPage } from './allypass-page.tsx';
import type { AllypassPageProps } from './allypass-page.tsx';

const scrollIntoView = vi.fn();

// jsdom implements neither media queries nor scrolling.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-02-01T00:00:00Z'));
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  vi.useRealTimers();
  scrollIntoView.mockReset();
});

function renderPage(props: Partial<AllypassPageProps> = {}) {
  const handlers = { onSelectReward: vi.fn(), onBuyPremium: vi.fn(), onScrolledToLevel: vi.fn() };
  render(<AllypassPage battlePass={fixtureBattlePass} viewer={VISITOR} {...handlers} {...props} />);
  return handlers;
}

const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('AllypassPage for a visitor', () => {
  it('shows the season copy, the pass cards and one list item per level', () => {
    renderPage({ premiumPriceLabel: 'US$9.99' });
    expect(screen.getByRole('heading', { level: 1, name: 'Season 1: Genesis' })).toBeTruthy();
    const track = screen.getByRole('region', { name: 'Season 1 battle pass' });
    expect(within(track).getByText('BASIC PASS')).toBeTruthy();
    expect(within(track).getByRole('button', { name: /BUY PREMIUM PASS/ }).textContent).toContain(
      'US$9.99',
    );
    const items = within(track).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.level)).toEqual(['1', '2', '3']);
    expect(
      within(items[0] as HTMLElement).getByRole('progressbar', { name: 'Level 1' }),
    ).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lays the track out vertically on mobile and horizontally from the xl breakpoint', () => {
    renderPage();
    expect(screen.getByRole('region', { name: 'Season 1 battle pass' }).dataset.orientation).toBe(
      'vertical',
    );
    cleanup();
    window.matchMedia = vi.fn(
      (query: string) =>
        ({
          matches: query === '(min-width: 80rem)',
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderPage();
    expect(screen.getByRole('region', { name: 'Season 1 battle pass' }).dataset.orientation).toBe(
      'horizontal',
    );
  });

  it('draws every reward locked with the spec tooltips', () => {
    renderPage();
    const cards = [...document.querySelectorAll<HTMLElement>('[data-visual]')];
    expect(cards).toHaveLength(5);
    expect(cards.every((card) => card.dataset.visual === 'locked')).toBe(true);
    const premium = cards.filter((card) => card.dataset.track === 'premium');
    const basic = cards.filter((card) => card.dataset.track === 'basic');
    expect(premium.map(description)).toEqual([
      'Buy Premium Pass to claim',
      'Buy Premium Pass to claim',
    ]);
    expect(basic.map(description)).toEqual([
      'Level up to claim',
      'Level up to claim',
      'Level up to claim',
    ]);
  });

  it('names each level and each reward by level, track, reward, state and tooltip', () => {
    renderPage();
    const first = within(screen.getByRole('listitem', { name: 'Level 1' }));
    const free = first.getByRole('button', {
      name: 'Level 1 free reward: 100 Gold, locked. Level up to claim',
    });
    const premium = first.getByRole('button', {
      name: 'Level 1 premium reward: Dragon Sword (Dragon Realms), locked. Buy Premium Pass to claim',
    });
    // The visible texts stay as they were.
    expect(free.textContent).toContain('100 Gold');
    expect(premium.textContent).toContain('Dragon Realms');
  });

  it('sends a click on a reward or on the premium card to the sign-in handlers', () => {
    const { onSelectReward, onBuyPremium } = renderPage();
    const [firstReward] = screen.getAllByRole('listitem');
    fireEvent.click(
      within(firstReward as HTMLElement).getByRole('button', {
        name: 'Level 1 free reward: 100 Gold, locked. Level up to claim',
      }),
    );
    expect(onSelectReward).toHaveBeenCalledWith(
      expect.objectContaining({ level: 1, track: 'basic' }),
    );
    fireEvent.click(screen.getByRole('button', { name: /BUY PREMIUM PASS/ }));
    expect(onBuyPremium).toHaveBeenCalledOnce();
  });

  it('covers the levels after the special mission with its overlay and the snowflake bypass', () => {
    renderPage();
    const overlay = screen.getByRole('region', {
      name: 'COMPLETE SPECIAL MISSION TO UNLOCK LEVELS AND NEW MISSIONS',
    });
    expect(within(overlay).getByText('Win 3 matches')).toBeTruthy();
    expect(overlay.textContent).toContain('250 Snowflakes');
    const blocked = screen
      .getAllByRole('listitem', { hidden: true })
      .filter((item) => item.hasAttribute('inert'));
    expect(blocked.map((item) => item.dataset.level)).toEqual(['3']);
  });

  it('scrolls to the requested level once, then reports it', () => {
    const { onScrolledToLevel } = renderPage({ scrollToLevel: 2 });
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(document.querySelector('[data-level="2"]'));
    expect(onScrolledToLevel).toHaveBeenCalledOnce();
  });

  it('announces the off-season after the season end date', () => {
    vi.setSystemTime(new Date('2025-04-01T00:00:00Z'));
    renderPage();
    expect(screen.getByRole('status').textContent).toContain(
      'The season is not running right now.',
    );
  });
});
