import { describe, expect, it } from 'vitest';
import {
  advance,
  currentStep,
  isLooping,
  isRevealed,
  startAnimation,
  type ChestAnimation,
} from './chest-animation.ts';

function play(animation: ChestAnimation, events: ('clipEnded' | 'confirm')[]) {
  const seen: (string | null)[] = [currentStep(animation)];
  let state = animation;
  for (const event of events) {
    state = advance(state, event);
    seen.push(state.done ? 'done' : currentStep(state));
  }
  return { seen, state };
}

describe('a chest (spec 2 §4 Chest animation)', () => {
  it('slams, pops, opens once per reward, idles until CONFIRM, then closes and despawns', () => {
    const { seen } = play(startAnimation('chest', 2), [
      'clipEnded',
      'clipEnded',
      'clipEnded',
      'clipEnded',
      'clipEnded', // the idle clip loops: still idle
      'confirm',
      'clipEnded',
      'clipEnded',
    ]);
    expect(seen).toEqual([
      'spawn_slam',
      'spawn_pop',
      'open_pop',
      'open_pop',
      'open_idle',
      'open_idle',
      'close',
      'despawn',
      'done',
    ]);
  });

  it('shows the rewards only once opened, and loops only the idle clip', () => {
    let state = startAnimation('chest', 1);
    const revealed: boolean[] = [];
    const looping: boolean[] = [];
    for (let step = 0; step < 4; step += 1) {
      revealed.push(isRevealed(state));
      looping.push(isLooping(state));
      state = advance(state, 'clipEnded');
    }
    expect(revealed).toEqual([false, false, false, true]);
    expect(looping).toEqual([false, false, false, true]);
  });

  it('closes from any step when CONFIRM comes early, and ignores a second CONFIRM', () => {
    const { seen } = play(startAnimation('chest', 3), [
      'confirm',
      'confirm',
      'clipEnded',
      'clipEnded',
    ]);
    expect(seen).toEqual(['spawn_slam', 'close', 'close', 'despawn', 'done']);
  });
});

it('spawns then idles an item that is not a chest, and is done at CONFIRM', () => {
  const { seen } = play(startAnimation('item', 1), ['clipEnded', 'clipEnded', 'confirm']);
  expect(seen).toEqual(['item_spawn', 'item_idle', 'item_idle', 'done']);
});

it('has nothing to play when skipped: the rewards show at once and CONFIRM ends it', () => {
  const skipped = startAnimation('none', 2);
  expect(currentStep(skipped)).toBeNull();
  expect(isRevealed(skipped)).toBe(true);
  expect(advance(skipped, 'confirm').done).toBe(true);
});
