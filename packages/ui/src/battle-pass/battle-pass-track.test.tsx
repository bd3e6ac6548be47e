import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BattlePassTrack } from './battle-pass-track.tsx';
import type { BattlePassTrackHandle } from './battle-pass-track.tsx';
import { sampleSeasonLevels } from './sample-season.fixtures.ts';

const levels = sampleSeasonLevels({ levelCount: 6 });
const premiumPass = { hasPremium: false, onBuy: () => undefined };

describe('BattlePassTrack', () => {
  it('starts with the pass cards, then lists every level in order', () => {
    render(<BattlePassTrack orientation="horizontal" premiumPass={premiumPass} levels={levels} />);
    const [passColumn, levelList] = screen.getByRole('region', { name: 'Battle pass' }).children;
    expect(within(passColumn as HTMLElement).getByText('BASIC PASS')).toBeTruthy();
    expect(
      within(passColumn as HTMLElement).getByRole('button', { name: 'BUY PREMIUM PASS' }),
    ).toBeTruthy();
    expect(within(levelList as HTMLElement).getByRole('list')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.dataset.level)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  });

  it('covers the levels from the blocker on with the overlay and makes them inert', () => {
    render(
      <BattlePassTrack
        orientation="horizontal"
        premiumPass={premiumPass}
        levels={levels}
        blocker={{ fromLevel: 5, overlay: <p>Special mission</p> }}
      />,
    );
    const inert = screen.getAllByRole('listitem').filter((item) => item.hasAttribute('inert'));
    expect(inert.map((item) => item.dataset.level)).toEqual(['5', '6']);
    // spec 1 §9: 148 per level card, so four open levels put the overlay at 592px.
    const overlay = screen.getByText('Special mission').parentElement;
    expect(overlay?.style.left).toBe('592px');
    expect(overlay?.style.width).toBe('296px');
  });

  it('places a vertical blocker by the 140px level height', () => {
    render(
      <BattlePassTrack
        orientation="vertical"
        premiumPass={premiumPass}
        levels={levels}
        blocker={{ fromLevel: 3, overlay: <p>Special mission</p> }}
      />,
    );
    expect(screen.getByText('Special mission').parentElement?.style.top).toBe('280px');
  });

  describe('scrollToLevel', () => {
    const scrollIntoView = vi.fn();
    let reduceMotion = false;

    // jsdom implements neither scrolling nor media queries.
    beforeEach(() => {
      reduceMotion = false;
      Element.prototype.scrollIntoView = scrollIntoView;
      window.matchMedia = vi.fn(() => ({ matches: reduceMotion }) as MediaQueryList);
    });
    afterEach(() => {
      scrollIntoView.mockReset();
    });

    function renderWithHandle() {
      const ref = createRef<BattlePassTrackHandle>();
      render(
        <BattlePassTrack
          ref={ref}
          orientation="horizontal"
          premiumPass={premiumPass}
          levels={levels}
        />,
      );
      return ref;
    }

    it('scrolls the column of that level into view', () => {
      const ref = renderWithHandle();
      expect(ref.current?.scrollToLevel(4)).toBe(true);
      expect(scrollIntoView).toHaveBeenCalledOnce();
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('level-4'));
      expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    });

    it('jumps without animation when the user prefers reduced motion', () => {
      reduceMotion = true;
      renderWithHandle().current?.scrollToLevel(2);
      expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
    });

    it('reports a level the track does not have', () => {
      expect(renderWithHandle().current?.scrollToLevel(99)).toBe(false);
      expect(scrollIntoView).not.toHaveBeenCalled();
    });
  });
});
