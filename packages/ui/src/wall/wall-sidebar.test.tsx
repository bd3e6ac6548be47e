import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutoplayCarousel, CAROUSEL_AUTOPLAY_MS } from './autoplay-carousel.tsx';
import { DailyChestStatus, nextChestClock } from './daily-chest-status.tsx';
import { DailyRewardsPool } from './daily-rewards-pool.tsx';
import { HowDailyRewardsWork } from './how-daily-rewards-work.tsx';
import { oddsPercent } from './chest-odds-list.tsx';
import { REDUCED_MOTION_QUERY } from '../primitives/use-reduced-motion.ts';

afterEach(() => vi.useRealTimers());

// A daily chest over its rarities (issue 27): 2 or 3 rolls, Gold from the smallest rarity's 10 to
// the largest's 150.
const dailyOdds = {
  minRolls: 2,
  maxRolls: 3,
  lines: [
    {
      itemKey: 'GOLD',
      name: 'Gold',
      imagePath: null,
      minAmount: 10,
      maxAmount: 50,
      probability: 0.6,
    },
  ],
  totals: [{ itemKey: 'GOLD', name: 'Gold', minTotal: 10, maxTotal: 150, guaranteed: false }],
};

describe('Wall sidebar (spec 2 §2)', () => {
  it('collapses and expands the daily rewards pool', () => {
    render(<DailyRewardsPool openedCount={1234} odds={dailyOdds} />);
    const toggle = screen.getByRole('button', { name: 'Daily Rewards Pool' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Daily chest odds' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('1,234 chests opened today')).toBeTruthy();
    expect(screen.getByText('2–3 rolls per chest, each giving one of:')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Daily chest odds' }).textContent).toBe(
      '10–50 Gold60%',
    );
    expect(screen.getByRole('list', { name: 'Totals per chest' }).textContent).toBe(
      '10–150 Gold in total',
    );
  });

  it('walks through the 3 slides of how daily rewards work, with buttons and arrow keys', () => {
    render(<HowDailyRewardsWork />);
    const carousel = screen.getByRole('region', { name: 'How daily rewards work' });
    expect(screen.getByRole('group', { name: '1 of 3: Find the chest' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('group', { name: '2 of 3: Open it once a day' })).toBeTruthy();
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(screen.getByRole('group', { name: '3 of 3: Come back tomorrow' })).toBeTruthy();
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(screen.getByRole('group', { name: '1 of 3: Find the chest' })).toBeTruthy();
  });

  it('autoplays the carousel every 5000 ms and pauses on hover', () => {
    vi.useFakeTimers();
    const slides = ['Alpha', 'Beta'].map((name) => ({
      key: name,
      label: name,
      content: <p>{name}</p>,
    }));
    render(<AutoplayCarousel label="Live mints" slides={slides} />);
    expect(CAROUSEL_AUTOPLAY_MS).toBe(5000);
    expect(screen.getByText('Alpha')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Alpha')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Beta')).toBeTruthy();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Live mints' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('Beta')).toBeTruthy();
  });

  it('does not move the carousel by itself for a player who prefers reduced motion', () => {
    vi.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === REDUCED_MOTION_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      const slides = ['Alpha', 'Beta'].map((name) => ({
        key: name,
        label: name,
        content: <p>{name}</p>,
      }));
      render(<AutoplayCarousel label="Live mints" slides={slides} />);
      act(() => vi.advanceTimersByTime(3 * CAROUSEL_AUTOPLAY_MS));
      expect(screen.getByText('Alpha')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Show Beta' }));
      expect(screen.getByText('Beta')).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });

  it('counts down to the next daily chest', () => {
    const now = Date.parse('2026-11-25T12:00:00.000Z');
    expect(nextChestClock('2026-11-26T11:59:59.000Z', now)).toBe('23:59:59');
    render(<DailyChestStatus state="opened" nextChestAt="2026-11-25T13:02:03.000Z" now={now} />);
    expect(screen.getByRole('timer', { name: 'Next chest in' }).textContent).toBe('01:02:03');
  });

  it('reads odds as percents', () => {
    expect(oddsPercent(0.125)).toBe('12.5%');
    expect(oddsPercent(0.0005)).toBe('0.05%');
    expect(oddsPercent(0.00001)).toBe('<0.01%');
    expect(oddsPercent(1)).toBe('100%');
  });
});
