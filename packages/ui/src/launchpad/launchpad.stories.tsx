import type { Meta, StoryObj } from '@storybook/react-vite';
import { CollectionHeader } from './collection-header.tsx';
import { CollectionMissions } from './collection-missions.tsx';
import { CountdownClock } from './countdown-clock.tsx';
import { MintBanner } from './mint-banner.tsx';
import { ReservationCard } from './reservation-card.tsx';
import { ReservationSuccessModal } from './reservation-success-modal.tsx';

const now = Date.parse('2026-11-25T12:00:00.000Z');
const noop = () => undefined;
const image = '/images/winter-badge.png';

const meta = { title: 'Launchpad/Collection page', component: CollectionHeader } satisfies Meta<
  typeof CollectionHeader
>;
export default meta;

/** spec 2 §2 /mints/{slug} header: live, 42% taken, ends in a day. */
export const Header: StoryObj<typeof meta> = {
  args: {
    name: 'Winter Badge',
    description: 'A badge for the winter event.',
    imagePath: image,
    statusLabel: 'Live',
    chainLabel: 'Polygon',
    progressLabel: '42%',
    soldFraction: 0.42,
    countdown: <CountdownClock label="Ends in" at={now + 90_061_000} now={now} />,
  },
};
export const HeaderSoldOut: StoryObj<typeof meta> = {
  args: { ...Header.args, progressLabel: 'SOLD OUT', soldFraction: 1 } as never,
};

/** spec 2 §2 Mint banner labels. */
export const Banners: StoryObj = {
  render: () => (
    <div className="flex flex-col gap-2">
      {(
        [
          'CLAIMED',
          'RESERVED',
          'ENDED',
          'COMPLETE MISSIONS',
          'UNQUALIFIED',
          'MISSIONS COMPLETE',
          'QUALIFIED',
        ] as const
      ).map((label) => (
        <MintBanner key={label} label={label} />
      ))}
    </div>
  ),
};

export const Missions: StoryObj = {
  render: () => (
    <CollectionMissions
      missions={[
        {
          id: 'm1',
          title: 'Play 3 matches',
          description: 'Any mode.',
          targetValue: 3,
          progress: 3,
          isPassed: true,
        },
        {
          id: 'm2',
          title: 'Win a match',
          description: '',
          targetValue: 1,
          progress: 0,
          isPassed: false,
        },
      ]}
    />
  ),
};

const card = {
  name: 'Winter Badge',
  imagePath: image,
  expiresAt: now + 600_000,
  now,
  onMint: noop,
  onExpiredOk: noop,
};
/** spec 2 §2 Reservation card: countdown and MINT NOW. */
export const ReservationMintNow: StoryObj = {
  render: () => <ReservationCard {...card} action={{ label: 'MINT NOW', disabled: false }} />,
};
export const ReservationExpired: StoryObj = {
  render: () => (
    <ReservationCard
      {...card}
      expiresAt={now - 1}
      action={{ label: 'ITEM EXPIRED!', disabled: false }}
    />
  ),
};
export const ReservationMintDisabled: StoryObj = {
  render: () => (
    <ReservationCard {...card} action={{ label: 'MINT COMING SOON', disabled: true }} />
  ),
};
export const ReservationProcessing: StoryObj = {
  render: () => (
    <ReservationCard
      {...card}
      action={{ label: 'MINT NOW', disabled: false }}
      processing={{ pendingDisplay: null, scheduledAt: now + 3_600_000 }}
    />
  ),
};

/** spec 2 §2 Reservation success modal. */
export const SuccessModal: StoryObj = {
  render: () => (
    <ReservationSuccessModal
      name="Winter Badge"
      imagePath={image}
      mintDisabled={false}
      onMintNow={noop}
      onViewReservedItem={noop}
      onClose={noop}
    />
  ),
};
