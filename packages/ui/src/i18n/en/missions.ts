// English texts of the missions panel and challenge cards (spec 2 §2 Missions, §4 Challenge flow).
import { englishTexts } from '../define-catalogue.ts';
export const missions = englishTexts({
  title: 'MISSIONS',
  daily: 'DAILY MISSIONS',
  dailyList: 'Daily missions',
  resetsIn: 'Resets in ',
  noDaily: 'No daily missions today. Check back tomorrow!',
  challenges: 'Challenges',
  progress: '{shown, number} of {target, number}',
  collect: 'COLLECT',
  collected: 'COLLECTED',
  ended: 'ENDED',
  endsIn: 'Ends in ',
  startsIn: 'Starts in ',
  daysAndClock: '{days}d {clock}',
  missionsOf: 'Missions of {title}',
  reward: 'Reward: ',
  action: { enroll: 'ENROLL', start: 'START', collect: 'COLLECT', cancel: 'CANCEL' },
});
