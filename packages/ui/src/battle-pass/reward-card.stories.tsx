import {
  BUY_PREMIUM_TO_CLAIM_TOOLTIP,
  LEVEL_UP_TO_CLAIM_TOOLTIP,
} from '@levelup/domain/reward-progress';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RewardCard } from './reward-card.tsx';

// Inline image so that Storybook builds and runs offline.
const goldImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><circle cx="28" cy="28" r="24" fill="#ffc83d"/><circle cx="28" cy="28" r="16" fill="#e0a400"/></svg>',
  );

const meta = {
  title: 'Battle pass/Reward card',
  component: RewardCard,
  args: { name: 'Gold', amount: 500, imagePath: goldImage, track: 'basic', visual: 'locked' },
  decorators: [
    (Story) => (
      <div className="p-8">
        <div className="h-[140px] w-[148px]">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof RewardCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collected: Story = { args: { visual: 'collected', onSelect: () => undefined } };
export const Unlocked: Story = {
  args: { visual: 'unlocked', claimLabel: 'CLAIM', onSelect: () => undefined },
};
export const Claiming: Story = {
  args: { visual: 'unlocked', claimLabel: 'CLAIM', claiming: true, onSelect: () => undefined },
};
export const Locked: Story = { args: { visual: 'locked', tooltip: LEVEL_UP_TO_CLAIM_TOOLTIP } };
export const PremiumWithoutPass: Story = {
  args: {
    track: 'premium',
    visual: 'locked',
    name: 'Legendary Sword',
    amount: 1,
    gameName: 'Dragon Realms',
    tooltip: BUY_PREMIUM_TO_CLAIM_TOOLTIP,
    label: `Level 2 premium reward: Legendary Sword (Dragon Realms), locked. ${BUY_PREMIUM_TO_CLAIM_TOOLTIP}`,
    onSelect: () => undefined,
  },
};
export const WithoutImage: Story = { args: { imagePath: null, name: 'Playpoints', amount: 100 } };
