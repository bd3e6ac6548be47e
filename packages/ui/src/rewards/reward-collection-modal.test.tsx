import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { START_DELAY_MS, VIDEO_LOAD_TIMEOUT_MS } from './chest-animation.ts';
import { RewardCollectionModal, type CollectedReward } from './reward-collection-modal.tsx';

const chest: CollectedReward = {
  itemKey: 'RARE_CHEST',
  amount: 1,
  name: 'Rare Chest',
  type: 'CHEST',
  imagePath: '/images/items/rare-chest.svg',
};
const gold: CollectedReward = {
  itemKey: 'GOLD',
  amount: 200,
  name: 'Gold',
  type: 'CURRENCY',
  imagePath: '/images/items/gold.svg',
};

let reducedMotion = false;
const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  // Radix Presence reads CSS.escape on animation events, which jsdom lacks.
  globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;
  vi.useFakeTimers();
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduced-motion') && reducedMotion,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

const video = () => document.querySelector('video');
const step = () =>
  document.querySelector('[data-animation-step]')?.getAttribute('data-animation-step');

it('plays the chest clips in order, shows CONGRATULATIONS with the player and rewards, and closes after despawn', () => {
  const onConfirm = vi.fn();
  render(
    <RewardCollectionModal username="NovaRider" rewards={[chest, gold]} onConfirm={onConfirm} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'CONGRATULATIONS' });
  expect(dialog.textContent).toContain('NovaRider');
  expect(screen.getByRole('list', { name: 'Rewards' }).textContent).toBe('200 GoldRare Chest');
  expect(video()).toBeNull();
  act(() => vi.advanceTimersByTime(START_DELAY_MS));
  const clips: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    clips.push(video()!.getAttribute('src')!);
    fireEvent.playing(video()!);
    fireEvent.ended(video()!);
  }
  clips.push(video()!.getAttribute('src')!);
  expect(clips).toEqual([
    '/animations/rare_chest_spawn_slam.mp4',
    '/animations/rare_chest_spawn_pop.mp4',
    '/animations/rare_chest_open_pop.mp4',
    '/animations/rare_chest_open_pop.mp4',
    '/animations/rare_chest_open_idle.mp4',
  ]);
  expect(video()!.loop).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
  expect(video()!.getAttribute('src')).toBe('/animations/rare_chest_close.mp4');
  expect(onConfirm).not.toHaveBeenCalled();
  fireEvent.ended(video()!);
  expect(video()!.getAttribute('src')).toBe('/animations/rare_chest_despawn.mp4');
  fireEvent.ended(video()!);
  expect(onConfirm).toHaveBeenCalledOnce();
});

it('proceeds when a clip has not loaded within 5 s', () => {
  render(<RewardCollectionModal username={null} rewards={[chest]} onConfirm={() => undefined} />);
  act(() => vi.advanceTimersByTime(START_DELAY_MS));
  expect(step()).toBe('spawn_slam');
  act(() => vi.advanceTimersByTime(VIDEO_LOAD_TIMEOUT_MS - 1));
  expect(step()).toBe('spawn_slam');
  act(() => vi.advanceTimersByTime(1));
  expect(step()).toBe('spawn_pop');
});

it('skips the animation for reduced motion, with the no-animation option, and for an unsupported chest', () => {
  const cases = [
    () => {
      reducedMotion = true;
      return (
        <RewardCollectionModal username={null} rewards={[chest]} onConfirm={() => undefined} />
      );
    },
    () => (
      <RewardCollectionModal
        username={null}
        rewards={[chest]}
        noAnimation
        onConfirm={() => undefined}
      />
    ),
    () => (
      <RewardCollectionModal
        username={null}
        rewards={[{ ...chest, itemKey: 'MYSTERY_CHEST' }]}
        onConfirm={() => undefined}
      />
    ),
  ];
  for (const element of cases) {
    const { unmount } = render(element());
    act(() => vi.advanceTimersByTime(START_DELAY_MS));
    expect(video()).toBeNull();
    expect(step()).toBe('none');
    unmount();
    reducedMotion = false;
  }
});

it('spawns then idles an item that is not a chest; CONFIRM closes at once; Escape counts as CONFIRM', () => {
  const onConfirm = vi.fn();
  render(<RewardCollectionModal username={null} rewards={[gold]} onConfirm={onConfirm} />);
  act(() => vi.advanceTimersByTime(START_DELAY_MS));
  expect(step()).toBe('item_spawn');
  fireEvent.animationEnd(screen.getByRole('dialog').querySelector('img.animate-reward-spawn')!);
  expect(step()).toBe('item_idle');
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(onConfirm).toHaveBeenCalledOnce();
});

// spec 2 §2: CONGRATULATIONS, the username, the rewards, a share icon and CONFIRM, for every collection
// (issue 27 finding 6); the app's own share replaces the default one.
it("shares through the app's own share when it has one", () => {
  const onShare = vi.fn();
  const share = vi.fn(() => Promise.resolve());
  render(
    <RewardCollectionModal
      username={null}
      rewards={[gold]}
      onShare={onShare}
      shareChannels={{ share, copy: vi.fn() }}
      onConfirm={() => undefined}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(onShare).toHaveBeenCalledOnce();
  expect(share).not.toHaveBeenCalled();
});

it('shares the rewards and the link through the Web Share API when the browser has it', () => {
  const share = vi.fn(() => Promise.resolve());
  const copy = vi.fn(() => Promise.resolve());
  render(
    <RewardCollectionModal
      username="NovaRider"
      rewards={[chest, gold]}
      shareLink="https://levelup.example"
      shareChannels={{ share, copy }}
      onConfirm={() => undefined}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenCalledWith({
    text: 'I just collected 200 Gold, Rare Chest!',
    url: 'https://levelup.example',
  });
  expect(copy).not.toHaveBeenCalled();
});

it('copies the link and says so where the browser cannot share', async () => {
  const copy = vi.fn(() => Promise.resolve());
  render(
    <RewardCollectionModal
      username={null}
      rewards={[gold]}
      shareLink="https://levelup.example"
      shareChannels={{ share: null, copy }}
      onConfirm={() => undefined}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(copy).toHaveBeenCalledWith('https://levelup.example');
  await act(() => copy.mock.results[0]!.value);
  expect(screen.getByRole('status').textContent).toBe('Link copied to your clipboard.');
});

it('plays the chest sequence of the chest the rewards came out of (issue 12: daily and legendary chests)', () => {
  render(
    <RewardCollectionModal
      username={null}
      chestItemKey="LEGENDARY_CHEST"
      rewards={[gold]}
      onConfirm={() => undefined}
    />,
  );
  expect(screen.getByRole('list', { name: 'Rewards' }).textContent).toBe('200 Gold');
  act(() => vi.advanceTimersByTime(START_DELAY_MS));
  expect(video()!.getAttribute('src')).toBe('/animations/legendary_chest_spawn_slam.mp4');
});
