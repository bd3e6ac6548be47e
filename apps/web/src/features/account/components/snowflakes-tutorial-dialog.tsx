// spec 1 §2 Modals, Snowflakes tutorial: on close the do-not-show-again choice is stored in the player's
// flags (spec 1 §7 Upsert user flags). Loaded only when it opens.
import { UpsertUserFlagsDocument } from '@levelup/api/accounts';
import { SnowflakesTutorialModal } from '@levelup/ui/profile-rewards/snowflakes-tutorial-modal';
import { useSession, useSessionController } from '#app/session.ts';
import { SiteLink } from '#shared/components/site-link.tsx';
import { useApi } from '#shared/use-api.ts';
import { SNOWFLAKES_GUIDE_PATH, snowflakesTutorialFlagsPatch } from '../lib/snowflakes-tutorial.ts';

export default function SnowflakesTutorialDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const session = useSession();
  const controller = useSessionController();
  const close = (doNotShowAgain: boolean) => {
    onClose();
    if (session.status !== 'signedIn') return;
    const patch = snowflakesTutorialFlagsPatch(session.user.userFlags, doNotShowAgain);
    if (!patch) return;
    void api
      .request(UpsertUserFlagsDocument, { userId: session.userId, patch })
      .then(({ upsertUserFlags }) => controller.setUser(upsertUserFlags))
      // The choice is asked again next time; nothing else depends on it.
      .catch(() => undefined);
  };
  return (
    <SnowflakesTutorialModal
      readMoreHref={SNOWFLAKES_GUIDE_PATH}
      onClose={close}
      renderLink={(href, label, onClick) => (
        <SiteLink
          href={href}
          onClick={onClick}
          className="inline-flex h-10 items-center justify-center rounded-md bg-brand px-4 font-bold tracking-wide text-brand-contrast hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {label}
        </SiteLink>
      )}
    />
  );
}
