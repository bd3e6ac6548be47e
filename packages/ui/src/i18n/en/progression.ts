// English texts of the battle pass widget, its drawer, toasts and purchase modals (spec 1 §2 Modals
// and Navbar widget, §8, §9).
import { englishTexts } from '../define-catalogue.ts';

export const progression = englishTexts({
  close: 'CLOSE',
  cancel: 'Cancel',
  ok: 'Ok',
  claim: 'CLAIM',
  boosterActivated: {
    title: 'YOUR {booster} HAS BEEN ACTIVATED!',
    titleWithoutDuration: 'YOUR XP BOOST HAS BEEN ACTIVATED!',
    body: 'Every XP you earn counts {multiplier} times while the boost runs.',
  },
  notEnoughBalance: {
    // spec 1 §8 INSUFFICIENT_BALANCE on booster purchase.
    title: "You don't have enough {currencyName}",
    body: 'Play more missions to earn it to buy the XP Booster!',
  },
  buyBooster: {
    title: 'BUY XP BOOST',
    multiplier: '{multiplier}X XP MULTIPLIER',
    duration: 'Duration',
    payWith: 'Pay with',
    cost: 'Cost',
    buyNow: 'BUY NOW',
    alreadyActive: 'XP BOOST ALREADY ACTIVE',
  },
  buyPremium: {
    title: 'BUY PREMIUM PASS',
    // spec 1 §8 Premium unavailable.
    unavailable: 'Purchasing a Premium Battle Pass is not available at the moment.',
    description: 'Unlock the premium track and claim its rewards on every level you reach.',
    confirm: 'CONFIRM',
    paymentMethod: 'Payment method',
    creditCard: 'Credit Card',
    crypto: 'Crypto ({currencyName})',
    price: 'Price',
    priceWithShortfall: '{price} · {shortfall}',
  },
  premiumActivated: {
    title: 'PREMIUM PASS ACTIVATED',
    rewardsReady: 'The premium rewards of every level you have reached are ready to claim.',
    noRewardsYet:
      'There are no premium rewards to claim yet. Each level you reach from now on brings its premium reward.',
    claimRewards: 'CLAIM YOUR REWARDS',
  },
  toast: {
    levelReached: 'LEVEL {level} REACHED!',
    levelUp: 'LEVEL UP!',
    rewardsToClaim: 'You have rewards to claim.',
    keepEarning: 'Keep earning XP to reach the next level.',
  },
  ring: {
    notifications: 'Battle pass notifications',
    notificationsUnread: 'Battle pass notifications, unread',
    level: 'Battle pass level {level}, {percent}% to the next level',
    levelWithLevelUp: 'Battle pass level {level}, {percent}% to the next level, new level-up',
  },
});
