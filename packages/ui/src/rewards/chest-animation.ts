// spec 2 §4 Chest animation, spec 2 §3 chest animation types: the steps a reward collection plays.
// A chest: spawn slam, spawn pop, open pop once per reward, open idle (looping) while the rewards show;
// on OK: close, then despawn. Another item: spawn, then idle. A pure state machine: the modal feeds it
// the end of each clip (or the 5 s load timeout) and the player's CONFIRM.

/** spec 2 §3 Chest animation types: one clip each, /animations/{chest}_{type}.mp4. */
export const CHEST_ANIMATION_TYPES = [
  'spawn_pop',
  'spawn_slam',
  'open_pop',
  'open_idle',
  'despawn',
  'close',
] as const;

export type ChestAnimationType = (typeof CHEST_ANIMATION_TYPES)[number];

/** Item animations of a reward that is not a chest (spawn then idle). */
export type ItemAnimationStep = 'item_spawn' | 'item_idle';

export type AnimationStep = ChestAnimationType | ItemAnimationStep;

/** spec 2 §4: "If the videos are not loaded within 5 s the animation proceeds anyway". */
export const VIDEO_LOAD_TIMEOUT_MS = 5000;
/** Issue 11 §7 delays: before the first clip, and before the reward text fades in after opening. */
export const START_DELAY_MS = 200;
export const REVEAL_DELAY_MS = 400;

export type ChestAnimation = {
  /** The clips in order; the last opening clip loops until CONFIRM. */
  steps: AnimationStep[];
  /** The index of the step playing. */
  index: number;
  /** How many steps open (the rest close). */
  openingSteps: number;
  /** The player pressed CONFIRM. */
  closing: boolean;
  /** Every step played (or the animation was skipped and confirmed): the modal may close. */
  done: boolean;
};

export type AnimationKind = 'chest' | 'item' | 'none';

/** The animation of a collection: a chest's sequence, an item's, or none (skipped). */
export function startAnimation(kind: AnimationKind, rewardCount: number): ChestAnimation {
  if (kind === 'none') return { steps: [], index: 0, openingSteps: 0, closing: false, done: false };
  const opening: AnimationStep[] =
    kind === 'chest'
      ? [
          'spawn_slam',
          'spawn_pop',
          ...Array.from({ length: Math.max(1, rewardCount) }, () => 'open_pop' as const),
          'open_idle',
        ]
      : ['item_spawn', 'item_idle'];
  const closing: AnimationStep[] = kind === 'chest' ? ['close', 'despawn'] : [];
  return {
    steps: [...opening, ...closing],
    index: 0,
    openingSteps: opening.length,
    closing: false,
    done: false,
  };
}

/** The step playing, or null when nothing plays (skipped, or finished). */
export function currentStep(animation: ChestAnimation): AnimationStep | null {
  return animation.done ? null : (animation.steps[animation.index] ?? null);
}

/** The rewards show once the opening has played (at once when the animation is skipped). */
export function isRevealed(animation: ChestAnimation): boolean {
  return animation.done || animation.index >= animation.openingSteps - 1;
}

/** Whether the step loops until something else happens (the idle clip before CONFIRM). */
export function isLooping(animation: ChestAnimation): boolean {
  return !animation.closing && animation.index === animation.openingSteps - 1;
}

export type AnimationEvent = 'clipEnded' | 'confirm';

/**
 * The next state: a clip that ends (or whose video did not load in time) moves to the next step, the
 * idle clip waits for CONFIRM, and CONFIRM plays the closing clips, then is done.
 */
export function advance(animation: ChestAnimation, event: AnimationEvent): ChestAnimation {
  if (animation.done) return animation;
  const { steps, openingSteps } = animation;
  if (event === 'confirm') {
    if (animation.closing) return animation;
    if (openingSteps === steps.length) return { ...animation, closing: true, done: true };
    return { ...animation, closing: true, index: openingSteps };
  }
  if (!animation.closing && animation.index >= openingSteps - 1) return animation;
  const next = animation.index + 1;
  return next >= steps.length ? { ...animation, done: true } : { ...animation, index: next };
}
