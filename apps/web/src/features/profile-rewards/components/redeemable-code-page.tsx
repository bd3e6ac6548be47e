// spec 1 §2 /redeemable-codes/{groupKey}/{id}, issue 12 Build 9: the code is shown only to its owner. A
// visitor is sent to sign in (and back here); a code that is unknown or someone else's is not found.
import { useProfileRewardsText } from '../profile-rewards-text.ts';
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { redeemableCodeQueryOptions } from '@levelup/api/rewards';
import { authRedirectPath } from '@levelup/domain/auth-redirect';
import { rewardNameText } from '@levelup/ui/i18n/product-words';
import { RedeemableCodeCard } from '@levelup/ui/profile-rewards/redeemable-code-card';
import { useSession } from '#app/session.ts';
import { SiteLink } from '#shared/components/site-link.tsx';
import { useApi } from '#shared/use-api.ts';

export type RedeemableCodePageProps = { groupKey: string; id: string };

export function RedeemableCodePage({ groupKey, id }: RedeemableCodePageProps) {
  const t = useProfileRewardsText();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = session.status === 'signedOut';
  // This page's address, kept from the first render: the sign-in page sends the player back to it.
  const page = useRef(location);
  useEffect(() => {
    if (!signedOut) return;
    const { pathname, href } = page.current;
    void navigate({
      href: authRedirectPath({ source: pathname, destination: href }),
      replace: true,
    });
  }, [signedOut, navigate]);

  return (
    <section
      aria-labelledby="redeemable-code-title"
      className="mx-auto flex w-full max-w-secondary flex-col gap-6 px-4 py-8 sm:px-6"
    >
      <h1 id="redeemable-code-title" className="text-3xl font-bold">
        {t('code.title')}
      </h1>
      {session.status === 'signedIn' ? (
        <OwnCode groupKey={groupKey} id={id} />
      ) : (
        <p role="status" className="text-ink-muted">
          {signedOut ? t('code.signingIn') : t('code.loadingAccount')}
        </p>
      )}
    </section>
  );
}

function OwnCode({ groupKey, id }: RedeemableCodePageProps) {
  const t = useProfileRewardsText();
  const code = useQuery(redeemableCodeQueryOptions(useApi(), groupKey, id));
  if (code.isPending)
    return (
      <p role="status" className="text-ink-muted">
        {t('code.loading')}
      </p>
    );
  if (code.isError)
    return (
      <p role="alert" className="text-danger">
        {t('code.loadError')}
      </p>
    );
  if (!code.data)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-lg">{t('code.notFound')}</p>
        <SiteLink href="/profile/me/codes" className="font-semibold text-accent underline">
          {t('code.goToMyCodes')}
        </SiteLink>
      </div>
    );
  const { item } = code.data;
  return (
    <RedeemableCodeCard
      name={rewardNameText(item.itemKey, item.name)}
      description={item.description ?? null}
      gameName={item.game?.name ?? null}
      imagePath={item.imagePath ?? null}
      code={code.data.code ?? null}
    />
  );
}
