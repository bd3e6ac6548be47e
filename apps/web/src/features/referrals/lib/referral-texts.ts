// Texts of ours about referrals (the spec gives none besides the modal's and the airdrop promotion).
import { rewardLabel } from './reward-label.ts';

export type ReferralProgramView = {
  rewardType: string;
  rewardAmount: number;
  battlePassLevel: number;
  qualifyWithinDays: number;
};

/** "You earn 25 ALLY tokens for each friend who reaches level 5 within 30 days." */
export function programText(program: ReferralProgramView): string {
  return `You earn ${rewardLabel(program.rewardAmount, program.rewardType)} for each friend who reaches level ${program.battlePassLevel} within ${program.qualifyWithinDays} days.`;
}

export const REFERRAL_STATE_LABELS = {
  PENDING: 'Pending',
  QUALIFIED: 'Qualified',
  REWARDED: 'Rewarded',
  REFUSED: 'Refused',
} as const;

export const REFUSED_REASON_TEXTS: Record<string, string> = {
  'self-referral': 'You cannot refer yourself.',
  'same-device': 'Signed up on a device already used.',
  'same-ip-block': 'Signed up from your network.',
  'same-wallet': 'Shares a wallet with you.',
  'not-qualified-in-time': 'Did not qualify in time.',
};
