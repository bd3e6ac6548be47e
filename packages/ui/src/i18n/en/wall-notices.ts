// English texts of the Wall's notice modals (spec 2 §2 Modals: first Playpoints, premium chest unlocked,
// weekly gold bonus). Apart from en/wall.ts: they show after an event, never in the Wall's first load.
import { englishTexts } from '../define-catalogue.ts';

export const wallNotices = englishTexts({
  firstPlaypoints: {
    title: 'YOU GOT YOUR FIRST PLAYPOINTS',
    body: 'You now have {playpoints, number} Playpoints.',
    next: 'NEXT',
  },
  premiumChest: {
    title: 'PREMIUM CHEST UNLOCKED',
    body: 'With Playpoints you can now find premium chests. Look for them in the Wall.',
    learnMore: 'LEARN MORE',
    goToWall: 'GO TO THE WALL',
  },
  weeklyGold: {
    title: 'WEEKLY GOLD BONUS',
    body: 'Your activity last week earned you {amount, number} Gold.',
    collect: 'COLLECT',
  },
});
