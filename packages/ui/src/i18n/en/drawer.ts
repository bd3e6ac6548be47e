// English texts of the battle pass drawer and its widgets (spec 1 §2 Navbar widget, §9).
import { englishTexts } from '../define-catalogue.ts';
export const drawer = englishTexts({
  title: 'BATTLE PASS',
  close: 'Close battle pass',
  levelUpReward: {
    goToPass: 'GO TO BATTLE PASS',
  },
  missions: {
    title: 'DAILY MISSIONS',
    allDone: 'ALL DONE',
    goToMissions: 'GO TO MISSIONS',
    completed: ' completed',
    resetsIn: 'Resets in',
  },
  passStatus: {
    level: 'LEVEL {level}',
    premium: 'PREMIUM PASS',
    basic: 'BASIC PASS',
    maxLevelLabel: 'XP: max level',
    toLevelLabel: 'XP to level {level}',
    xpMaxLevel: '{xp, number} XP · MAX LEVEL',
    xpOfNext: '{xp, number} / {nextLevelXp, number} XP',
  },
  premiumPromo: {
    title: 'PREMIUM PASS',
    buy: 'BUY PREMIUM PASS',
    body: 'Unlock the premium track and claim a second reward on every level you reach.',
  },
  boostPromo: {
    title: 'XP BOOST',
    badge: '{multiplier}X XP',
    buy: 'BUY XP BOOST',
    body: 'Get a {multiplier}X XP multiplier and level up faster.',
  },
  boostStatus: {
    active: 'ACTIVE',
    expired: 'EXPIRED',
    alreadyActive: 'XP BOOST ALREADY ACTIVE',
    buyAgain: 'BUY AGAIN',
    daysLeft: '{days}d {hours}h {minutes}m left',
    hoursLeft: '{hours}h {minutes}m left',
    minutesLeft: '{minutes}m {seconds}s left',
  },
});
