// spec 2 §2 /referrals/{referralCode}: the invite link a player shares; the code is stored for sign-up.
import { env } from '#env.ts';
import { buttonLinkClasses } from '#shared/components/button-classes.ts';
import { SiteLink } from '#shared/components/site-link.tsx';
import { useAuthText } from '../auth-text.ts';

export function InviteWelcome({ referralCode }: { referralCode: string }) {
  const t = useAuthText();
  return (
    <section className="mx-auto flex max-w-secondary flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <p className="text-sm font-bold tracking-widest text-accent uppercase">
        {t('invite.eyebrow')}
      </p>
      <h1 className="text-3xl font-bold sm:text-4xl">
        {t('invite.title', { product: env.productName })}
      </h1>
      <p className="max-w-prose text-lg text-ink-muted">
        {t('invite.codeBefore')}
        <strong className="text-ink">{referralCode}</strong>
        {t('invite.codeAfter')}
      </p>
      <SiteLink href="/auth/sign-up" className={buttonLinkClasses('primary')}>
        {t('invite.signUp')}
      </SiteLink>
    </section>
  );
}
