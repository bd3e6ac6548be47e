import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ChallengeCard } from './challenge-card.tsx';
import { MissionsPanel } from './missions-panel.tsx';
import { PANEL_NOW, panelFixture } from './missions-panel.fixtures.ts';

it('lists the daily missions with their progress, completed of total and the local-day countdown', () => {
  render(<MissionsPanel {...panelFixture} />);
  const daily = screen.getByRole('region', { name: /^DAILY MISSIONS 2\/10/ });
  expect(within(daily).getByRole('timer').textContent).toBe('05:12:09');
  const bar = within(daily).getByRole('progressbar', { name: 'Score 5,000 points' });
  expect(bar.getAttribute('aria-valuenow')).toBe('3200');
  expect(bar.getAttribute('aria-valuetext')).toBe('3,200 of 5,000');
  const list = within(daily).getByRole('list', { name: 'Daily missions' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  // The fixture's complete mission has no handler: nothing to press.
  expect(within(list).queryAllByRole('button', { name: 'COLLECT' })).toHaveLength(0);
  expect(within(list).getByText('COLLECTED')).toBeTruthy();
});

it('offers COLLECT on a complete mission and calls back once per press', async () => {
  const onCollect = vi.fn();
  const missions = panelFixture.daily.missions.map((mission) =>
    mission.state === 'collectible' ? { ...mission, onCollect } : mission,
  );
  render(<MissionsPanel {...panelFixture} daily={{ ...panelFixture.daily, missions }} />);
  const list = screen.getByRole('list', { name: 'Daily missions' });
  await userEvent.click(within(list).getByRole('button', { name: 'COLLECT' }));
  expect(onCollect).toHaveBeenCalledTimes(1);
});

it('caps the bar at the target when progress goes past it', () => {
  render(
    <MissionsPanel
      now={PANEL_NOW}
      challenges={[]}
      daily={{
        completed: 1,
        total: 10,
        missions: [{ id: '1', title: 'Win', progress: 7, target: 3, state: 'collected' }],
      }}
    />,
  );
  expect(screen.getByRole('progressbar', { name: 'Win' }).getAttribute('aria-valuenow')).toBe('3');
});

it.each([
  ['notEnrolled', ['ENROLL']],
  ['startable', ['START']],
  ['enrolled', ['START', 'CANCEL']],
  ['active', ['CANCEL']],
  ['tracking', []],
  ['completed', ['COLLECT']],
  ['collected', []],
  ['over', []],
] as const)('a %s challenge offers %j', async (status, labels) => {
  const onAction = vi.fn();
  render(
    <ChallengeCard
      title="Weekly milestone"
      kindLabel="Milestone"
      status={status}
      missions={[{ title: 'Win 10 matches', progress: 2, target: 10, state: 'inProgress' }]}
      endsAt={PANEL_NOW + 60_000}
      now={PANEL_NOW}
      onAction={onAction}
    />,
  );
  const card = screen.getByRole('article', { name: 'Weekly milestone' });
  const buttons = within(card).queryAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(labels);
  if (buttons[0]) {
    await userEvent.click(buttons[0]);
    expect(onAction).toHaveBeenCalledWith(labels[0]!.toLowerCase());
  }
});

it('shows the time left of an active challenge and keeps other actions while one runs', () => {
  render(
    <ChallengeCard
      title="Trial"
      kindLabel="Milestone"
      status="enrolled"
      missions={[]}
      now={PANEL_NOW}
      pendingAction="start"
      onAction={() => undefined}
    />,
  );
  expect(screen.getByRole('button', { name: 'START' }).getAttribute('aria-busy')).toBe('true');
  expect((screen.getByRole('button', { name: 'CANCEL' }) as HTMLButtonElement).disabled).toBe(true);
});
