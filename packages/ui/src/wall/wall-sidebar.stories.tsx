import type { Meta, StoryObj } from '@storybook/react-vite';
import { AutoplayCarousel } from './autoplay-carousel.tsx';
import { DailyChestCard } from './daily-chest-card.tsx';
import { DailyChestStatus } from './daily-chest-status.tsx';
import { DailyRewardsPool } from './daily-rewards-pool.tsx';
import { HowDailyRewardsWork } from './how-daily-rewards-work.tsx';
import { LegendaryChestCard } from './legendary-chest-card.tsx';
import { sampleChestOdds as odds } from './chest-odds.fixtures.ts';

const noop = () => undefined;

/** spec 2 §2 Wall sidebar, top to bottom. */
function Sidebar() {
  return (
    <div className="flex w-80 flex-col gap-4">
      <LegendaryChestCard price={500} odds={odds} onInfo={noop} onBuy={noop} />
      <DailyChestStatus
        state="opened"
        nextChestAt="2026-11-26T12:00:00.000Z"
        now={Date.parse('2026-11-25T18:30:00.000Z')}
      />
      <AutoplayCarousel
        label="Live mints"
        slides={['Starforge Badge', 'Nova Pass'].map((name) => ({
          key: name,
          label: name,
          content: <div className="rounded-xl bg-surface-raised p-6 font-bold">{name}</div>,
        }))}
      />
      <DailyRewardsPool openedCount={1234} odds={odds} defaultOpen />
      <HowDailyRewardsWork />
    </div>
  );
}

const meta = { title: 'Wall/Sidebar', component: Sidebar } satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LegendaryLoading: StoryObj<typeof LegendaryChestCard> = {
  render: () => <LegendaryChestCard price={null} odds={null} onInfo={noop} onBuy={noop} />,
};
export const DailyChestSignedOut: StoryObj<typeof DailyChestStatus> = {
  render: () => <DailyChestStatus state="signedOut" />,
};
export const DailyChestSearching: StoryObj<typeof DailyChestStatus> = {
  render: () => <DailyChestStatus state="searching" />,
};
export const DailyChestFound: StoryObj<typeof DailyChestStatus> = {
  render: () => <DailyChestStatus state="found" rarity="RARE_CHEST" />,
};
export const DailyChestInTheFeed: StoryObj<typeof DailyChestCard> = {
  render: () => <DailyChestCard rarity="RARE_CHEST" opening={false} onOpen={noop} />,
};
