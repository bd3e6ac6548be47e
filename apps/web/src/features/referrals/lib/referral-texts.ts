// Texts of ours about referrals (the spec gives none besides the modal's and the airdrop promotion),
// from the web.referrals catalogue.
import { referralsText } from '../referrals-text.ts';
import { rewardLabel } from './reward-label.ts';

export type ReferralProgramView = {
  rewardType: string;
  rewardAmount: number;
  battlePassLevel: number;
  qualifyWithinDays: number;
};

/** "You earn 25 ALLY tokens for each friend who reaches level 5 within 30 days." */
export function programText(program: ReferralProgramView): string {
  return referralsText('program', {
    reward: rewardLabel(program.rewardAmount, program.rewardType),
    level: program.battlePassLevel,
    days: program.qualifyWithinDays,
  });
}

export type ReferralState = 'PENDING' | 'QUALIFIED' | 'REWARDED' | 'REFUSED';

/** "Pending", "Qualified", "Rewarded" or "Refused". */
export function referralStateText(state: ReferralState): string {
  return referralsText(`state.${state}`);
}

const REFUSED_REASONS = [
  'self-referral',
  'same-device',
  'same-ip-block',
  'same-wallet',
  'not-qualified-in-time',
] as const;
type RefusedReason = (typeof REFUSED_REASONS)[number];

/** Why a referral was refused, in the player's words; an unknown reason as the server wrote it. */
export function refusedReasonText(reason: string): string {
  return (REFUSED_REASONS as readonly string[]).includes(reason)
    ? referralsText(`refusedReason.${reason as RefusedReason}`)
    : reason;
}
