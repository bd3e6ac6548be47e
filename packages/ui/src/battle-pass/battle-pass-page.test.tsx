import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BattlePassPage } from './battle-pass-page.tsx';
import type { BattlePassPageProps } from './battle-pass-page.tsx';
import { sampleSeasonLevels } from './sample-season.fixtures.ts';

const scrollIntoView = vi.fn();
const originalMatchMedia = window.matchMedia;

// jsdom implements neither media queries nor scrolling.
function matchWidth(desktop: boolean) {
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: desktop && query === '(min-width: 80rem)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  matchWidth(false);
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  scrollIntoView.mockReset();
});

const blocker = {
  fromLevel: 4,
  missionTitle: 'Win 3 matches',
  missionDescription: 'Win three ranked matches.',
  snowflakeBypassCost: 250,
};

function renderPage(props: Partial<BattlePassPageProps> = {}) {
  return render(
    <BattlePassPage
      seasonName="Season 1"
      levels={sampleSeasonLevels({ levelCount: 5 })}
      premiumPass={{ hasPremium: false, onBuy: () => undefined, priceLabel: 'US$9.99' }}
      {...props}
    />,
  );
}

const track = () => screen.getByRole('region', { name: 'Season 1 battle pass' });

describe('BattlePassPage', () => {
  it('shows the pass cards, then one list item per level named by its level', () => {
    renderPage();
    expect(within(track()).getByText('BASIC PASS')).toBeTruthy();
    expect(within(track()).getByRole('button', { name: /BUY PREMIUM PASS/ }).textContent).toContain(
      'US$9.99',
    );
    expect(
      within(track())
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5']);
  });

  it('lays the track out vertically on mobile and horizontally from the xl breakpoint', () => {
    const { unmount } = renderPage();
    expect(track().dataset.orientation).toBe('vertical');
    unmount();
    matchWidth(true);
    renderPage();
    expect(track().dataset.orientation).toBe('horizontal');
  });

  it('covers the levels from the blocker on with the special mission, kept below the navbar', () => {
    renderPage({ blocker, stickyTop: '5rem' });
    const overlay = screen.getByRole('region', {
      name: 'COMPLETE SPECIAL MISSION TO UNLOCK LEVELS AND NEW MISSIONS',
    });
    expect(within(overlay).getByText('Win 3 matches')).toBeTruthy();
    expect(overlay.textContent).toContain('250 Snowflakes');
    expect(within(overlay).getByRole('heading').parentElement?.style.top).toBe('5rem');
    const blocked = screen
      .getAllByRole('listitem', { hidden: true })
      .filter((item) => item.hasAttribute('inert'));
    expect(blocked.map((item) => item.dataset.level)).toEqual(['4', '5']);
  });

  it('scrolls to the requested level once, then reports it', () => {
    const onScrolledToLevel = vi.fn();
    const { rerender } = renderPage({ scrollToLevel: 2, onScrolledToLevel });
    rerender(
      <BattlePassPage
        seasonName="Season 1"
        levels={sampleSeasonLevels({ levelCount: 5 })}
        premiumPass={{ hasPremium: false }}
        scrollToLevel={2}
        onScrolledToLevel={onScrolledToLevel}
      />,
    );
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(document.querySelector('[data-level="2"]'));
    expect(onScrolledToLevel).toHaveBeenCalledOnce();
  });

  it('waits for the levels before scrolling', () => {
    const onScrolledToLevel = vi.fn();
    renderPage({ levels: [], scrollToLevel: 2, onScrolledToLevel });
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(onScrolledToLevel).not.toHaveBeenCalled();
  });
});
