import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleHistory } from './profile-rewards.fixtures.ts';
import { rewardHistoryTypeLabel } from './reward-history-labels.ts';
import { RewardHistoryList } from './reward-history-list.tsx';

describe('rewardHistoryTypeLabel (spec 2 §3 reward history types)', () => {
  it('reads each type in words, and an unknown one in sentence case', () => {
    expect(rewardHistoryTypeLabel('CHEST_REWARD')).toBe('Chest reward');
    expect(rewardHistoryTypeLabel('CLAIM_BADGE_GOLD')).toBe('Badge gold claimed');
    expect(rewardHistoryTypeLabel('SOMETHING_NEW')).toBe('Something new');
  });
});

describe('RewardHistoryList', () => {
  it('shows each entry with its type, item, amount and date (spec 1 §9 format)', () => {
    render(
      <RewardHistoryList
        entries={sampleHistory}
        hasMore={false}
        onLoadMore={() => undefined}
        timeZone="UTC"
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Reward history' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Chest reward');
    expect(rows[0]?.textContent).toContain('+250');
    expect(rows[0]?.textContent).toContain('03:05 PM · Nov 24, 2026');
    expect(rows[1]?.textContent).toContain('Weekly gold bonus');
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).toBeNull();
  });

  it('loads more on LOAD MORE', async () => {
    const onLoadMore = vi.fn();
    render(<RewardHistoryList entries={sampleHistory} hasMore onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('says so when there is no reward yet', () => {
    render(<RewardHistoryList entries={[]} hasMore={false} onLoadMore={() => undefined} />);
    expect(screen.getByText(/No rewards yet/)).toBeTruthy();
  });
});
