// The one-time "you earned" notice of referral rewards (issue 14 Build 1; spec 1 §3 user flags
// last_sync_referral_success_reward and _v2): on a signed-in page load, the rewards paid since the flag
// are announced in a toast, then the flag is moved (spec 1 §7 Upsert user flags) so they are not again.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UpsertUserFlagsDocument } from '@levelup/api/accounts';
import { myReferralsQueryOptions } from '@levelup/api/referrals';
import { showToast } from '@levelup/ui/feedback/toast-store';
import { useSession, useSessionController } from '#app/session.ts';
import { useApi } from '#shared/use-api.ts';
import { referralRewardNotice } from '../lib/referral-reward-notice.ts';

export const REFERRAL_REWARD_TOAST_ID = 'referral-reward';

export default function ReferralRewardWatcher() {
  const api = useApi();
  const session = useSession();
  const controller = useSessionController();
  const mine = useQuery(myReferralsQueryOptions(api));
  const shown = useRef<string | null>(null);
  const user = session.status === 'signedIn' ? session.user : null;
  const userId = session.status === 'signedIn' ? session.userId : null;
  const notice =
    user && mine.data ? referralRewardNotice(mine.data.referrals, user.userFlags) : null;

  useEffect(() => {
    if (!notice || !userId) return;
    const key = JSON.stringify(notice.patch);
    if (shown.current === key) return;
    shown.current = key;
    showToast({ id: REFERRAL_REWARD_TOAST_ID, text: notice.text, tone: 'success' });
    void api
      .request(UpsertUserFlagsDocument, { userId, patch: notice.patch })
      .then(({ upsertUserFlags }) => controller.setUser(upsertUserFlags))
      // The notice may show again next visit; nothing else depends on the flag.
      .catch(() => undefined);
  }, [notice, userId, api, controller]);

  return null;
}
