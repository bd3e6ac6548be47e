// English texts of the battle pass page (spec 1 §2 Battle pass page, §4, §6).
import { englishTexts } from '../define-catalogue.ts';
export const battlePass = englishTexts({
  loading: 'LOADING PAGE...',
  offSeason: {
    title: 'The season is not running right now.',
    detail: 'No XP is earned until the next season starts; the levels below show what it can hold.',
  },
  freePass: 'BASIC PASS',
  premiumPass: { buy: 'BUY PREMIUM PASS', activated: 'PREMIUM PASS ACTIVATED' },
  trackLabel: '{seasonName} battle pass',
  trackDefaultLabel: 'Battle pass',
  level: 'Level {level}',
  reward: {
    /** The call to action on a claimable reward (spec 1 §4: only completed, uncollected rewards). */
    claim: 'CLAIM',
    tooltip: { buyPremium: 'Buy Premium Pass to claim', levelUp: 'Level up to claim' },
    /** The card's accessible name, e.g. "Level 5 free reward: 100 Gold, locked. Level up to claim". */
    label: {
      basic: 'Level {level} free reward: {reward}, {state}',
      premium: 'Level {level} premium reward: {reward}, {state}',
    },
    labelWithReason: '{label}. {reason}',
    withGame: '{reward} ({gameName})',
    visual: { collected: 'collected', unlocked: 'unlocked', locked: 'locked' },
    quantity: '{amount, number} {name}',
    basicTrack: 'Basic pass reward: ',
    premiumTrack: 'Premium pass reward: ',
    collected: 'Collected',
    locked: 'Locked',
    unlocked: 'Unlocked',
    challengeProgress: '{shown, number} of {target, number}',
    challengeProgressWithState: '{shown, number} of {target, number}, {state}',
    progress: {
      locked: 'locked',
      inProgress: 'in progress',
      completed: 'completed',
      success: 'collected',
      failed: 'failed',
    },
  },
  specialMission: {
    title: 'COMPLETE SPECIAL MISSION TO UNLOCK LEVELS AND NEW MISSIONS',
    bypassBefore: 'Complete this mission to unlock the next level. Or use',
    bypassCost: '{cost, number} Snowflakes',
    bypassAfter: 'to bypass it.',
    onlyMission: 'Only this mission unlocks the next level.',
  },
  navigation: {
    group: 'Move along the track',
    jumpToMyLevel: 'Jump to my level',
    previous: 'Previous levels',
    next: 'Next levels',
  },
});
