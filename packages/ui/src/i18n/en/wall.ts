// English texts of the Wall: chests, modals and post pieces (spec 2 §2 The Wall, §4, §8).
export const wall = {
  ok: 'OK',
  gold: '{{amount, number}} Gold',
  legendary: {
    title: 'LEGENDARY CHEST',
    // spec 2 §8 Legendary chest disabled.
    disabled: 'We are packing the Legendary Chest with lots of goodness. Please check back later.',
    buy: 'BUY LEGENDARY CHEST',
    buyWithGold: 'Buy a Legendary Chest with Gold?',
    buyFor: 'Buy a Legendary Chest for {{price, number}} Gold?',
    cancel: 'CANCEL',
    odds: 'Legendary Chest odds',
    info: 'Buy it with Gold and open it at once. Each opening rolls the drops below with these odds.',
    infoWithPrice:
      'Buy it with Gold for {{price, number}} Gold and open it at once. Each opening rolls the drops below with these odds.',
    name: 'Legendary Chest',
    loadingPrice: 'Loading the price…',
    about: 'About the Legendary Chest',
  },
  firstPlaypoints: {
    title: 'YOU GOT YOUR FIRST PLAYPOINTS',
    body: 'You now have {{playpoints, number}} Playpoints.',
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
    body: 'Your activity last week earned you {{amount, number}} Gold.',
    collect: 'COLLECT',
  },
} as const;
