// spec 2 §4 Weekly gold bonus: "Once per visit, if claimableAmount > 0, the modal opens". Mounted by the
// root layout for signed-in players (lazily): the visit is the app load, so the modal opens at most
// once per load whatever pages the player goes through, and not again after a sign-out and sign-in.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { weeklyClaimableGoldQueryOptions } from '@levelup/api/wall-player';
import { useApi } from '#shared/use-api.ts';
import { openWeeklyGoldBonusModal } from './modals.tsx';

/** Whether this app load already offered the bonus (module state: one per visit). */
const visit = { offered: false };

/** For tests: a new visit. */
export function resetWeeklyGoldVisit() {
  visit.offered = false;
}

export default function WeeklyGoldBonus() {
  const api = useApi();
  const amount = useQuery({ ...weeklyClaimableGoldQueryOptions(api), enabled: !visit.offered }).data
    ?.claimableAmount;
  useEffect(() => {
    if (visit.offered || amount === undefined) return;
    visit.offered = true;
    if (amount > 0) openWeeklyGoldBonusModal(amount);
  }, [amount]);
  return null;
}
