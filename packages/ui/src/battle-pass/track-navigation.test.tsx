// Issue 10 fault 16: the desktop track moves with the vertical wheel, the arrow buttons, "Jump to my
// level" and the keyboard; jsdom has no layout, so the track's scroll box is set by hand.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BattlePassTrack } from './battle-pass-track.tsx';
import { sampleSeasonLevels } from './sample-season.fixtures.ts';

const premiumPass = { hasPremium: false, onBuy: () => undefined };
const scrollTo = vi.fn();
const scrollIntoView = vi.fn();
let reduceMotion = false;
const originalMatchMedia = window.matchMedia;
const originalScrollIntoView = Element.prototype.scrollIntoView;

// The track loads its controls lazily; loaded once here, each test's track gets them at once.
beforeAll(() => import('./track-navigation.tsx'));

beforeEach(() => {
  reduceMotion = false;
  scrollTo.mockReset();
  scrollIntoView.mockReset();
  window.matchMedia = vi.fn(() => ({ matches: reduceMotion }) as MediaQueryList);
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

/** A track whose scroll box is that of sixty levels (9,028 px, 1,200 in view), `scrollLeft` from the start. */
async function renderTrack({
  orientation = 'horizontal',
  scrollLeft = 0,
  userLevel = 5,
}: { orientation?: 'horizontal' | 'vertical'; scrollLeft?: number; userLevel?: number } = {}) {
  render(
    <BattlePassTrack
      orientation={orientation}
      premiumPass={premiumPass}
      levels={sampleSeasonLevels({ levelCount: 8, userLevel })}
    />,
  );
  const track = screen.getByLabelText('Battle pass');
  Object.defineProperties(track, {
    scrollWidth: { value: 9028 },
    clientWidth: { value: 1200 },
    scrollLeft: { value: scrollLeft, writable: true },
    scrollTo: { value: scrollTo },
  });
  // By label rather than role: role queries walk the accessibility tree of every level card.
  if (orientation === 'horizontal')
    await screen.findByLabelText('Next levels', {}, { timeout: 5000 });
  // The controls read the scroll box once mounted; a scroll event reads it again.
  act(() => void track.dispatchEvent(new Event('scroll')));
  // The signal that the controls' effect has run (their wheel and key handlers are on the track): the
  // box read, "Next levels" is enabled. A commit's effects can run after findBy resolves (run 23, a
  // busy machine: the wheel went unhandled).
  if (orientation === 'horizontal')
    await waitFor(() =>
      expect(screen.getByLabelText('Next levels')).toHaveProperty('disabled', false),
    );
  return track;
}

const wheel = (track: HTMLElement, init: WheelEventInit) => {
  const event = new WheelEvent('wheel', { bubbles: true, cancelable: true, ...init });
  track.dispatchEvent(event);
  return event;
};

describe('moving along the desktop track', () => {
  it('turns a vertical wheel into sideways movement and keeps it from scrolling the page', async () => {
    const track = await renderTrack({ scrollLeft: 300 });
    const event = wheel(track, { deltaY: 120 });
    expect(event.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ left: 420, behavior: 'auto' });
  });

  it('leaves a sideways trackpad swipe, and a wheel past the start, to the browser', async () => {
    const track = await renderTrack();
    expect(wheel(track, { deltaX: 80, deltaY: 5 }).defaultPrevented).toBe(false);
    expect(wheel(track, { deltaY: -120 }).defaultPrevented).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('pages with the arrow buttons, disabled at the end they point to', async () => {
    await renderTrack();
    expect(screen.getByLabelText('Previous levels')).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByLabelText('Next levels'));
    expect(scrollTo).toHaveBeenCalledWith({ left: 1052, behavior: 'smooth' });
  });

  it('jumps to the current level', async () => {
    await renderTrack({ userLevel: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Jump to my level' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('level-6'));
  });

  it('moves with the keys on the focused track, without animation for reduced motion', async () => {
    reduceMotion = true;
    const track = await renderTrack({ scrollLeft: 1000 });
    expect(track.tabIndex).toBe(0);
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1148, behavior: 'auto' });
    fireEvent.keyDown(track, { key: 'End' });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 7828, behavior: 'auto' });
    fireEvent.keyDown(track, { key: 'Home' });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'auto' });
  });

  it('loads the controls for a visitor once the pointer reaches the track, without the jump', async () => {
    const visitorLevels = sampleSeasonLevels({ levelCount: 8, userLevel: 0 }).map((entry) => ({
      ...entry,
      state: 'upcoming' as const,
      progress: 0,
    }));
    render(
      <BattlePassTrack orientation="horizontal" premiumPass={premiumPass} levels={visitorLevels} />,
    );
    const track = screen.getByLabelText('Battle pass');
    expect(screen.queryByLabelText('Next levels')).toBeNull();
    fireEvent.pointerEnter(track);
    expect(await screen.findByLabelText('Next levels', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Jump to my level')).toBeNull();
  });

  it('adds no controls to the vertical (mobile) track', async () => {
    await renderTrack({ orientation: 'vertical' });
    expect(screen.queryByRole('group', { name: 'Move along the track' })).toBeNull();
  });
});
