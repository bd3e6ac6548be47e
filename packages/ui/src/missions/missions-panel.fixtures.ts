import type { MissionsPanelProps } from './missions-panel.tsx';

/** A local 18:47:50, so the daily countdown reads 05:12:09 in every time zone. */
export const PANEL_NOW = new Date(2026, 10, 24, 18, 47, 50).getTime();

export const panelFixture: MissionsPanelProps = {
  now: PANEL_NOW,
  daily: {
    completed: 2,
    total: 10,
    missions: [
      {
        id: '1',
        title: 'Play a match',
        progress: 1,
        target: 1,
        rewardLabel: '+100 Battle Pass XP',
        state: 'collected',
      },
      {
        id: '2',
        title: 'Win 3 matches',
        progress: 3,
        target: 3,
        rewardLabel: '+400 Battle Pass XP',
        state: 'collectible',
      },
      {
        id: '3',
        title: 'Score 5,000 points',
        progress: 3200,
        target: 5000,
        rewardLabel: '+300 Battle Pass XP',
        state: 'inProgress',
      },
    ],
  },
  challenges: [
    {
      id: 'c1',
      title: 'Weekly milestone',
      description: 'Win 10 matches and score 20,000 points within seven days of starting.',
      kindLabel: 'Milestone',
      status: 'active',
      endsAt: PANEL_NOW + 3 * 86_400_000 + 3_600_000,
      rewardLabel: '1 Common Chest, 200 Gold',
      missions: [
        { title: 'Win 10 matches', progress: 4, target: 10, state: 'inProgress' },
        { title: 'Score 20,000 points', progress: 20000, target: 20000, state: 'passed' },
      ],
      onAction: () => undefined,
    },
    {
      id: 'c2',
      title: 'Defeat the Rift Warden',
      kindLabel: 'Special mission',
      status: 'completed',
      rewardLabel: '1 Rare Chest',
      missions: [{ title: 'Win 3 matches', progress: 3, target: 3, state: 'passed' }],
      onAction: () => undefined,
    },
  ],
};
