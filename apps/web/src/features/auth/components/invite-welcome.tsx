// spec 2 §2 /referrals/{referralCode}: the invite link a player shares; the code is stored for sign-up.
import { env } from '#env.ts';
import { buttonLinkClasses } from '#shared/components/button-classes.ts';
import { SiteLink } from '#shared/components/site-link.tsx';

export function InviteWelcome({ referralCode }: { referralCode: string }) {
  return (
    <section className="mx-auto flex max-w-secondary flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <p className="text-sm font-bold tracking-widest text-accent uppercase">Invite</p>
      <h1 className="text-3xl font-bold sm:text-4xl">You&apos;re invited to {env.productName}</h1>
      <p className="max-w-prose text-lg text-ink-muted">
        Your invite code <strong className="text-ink">{referralCode}</strong> is saved on this
        device and filled in when you sign up.
      </p>
      <SiteLink href="/auth/sign-up" className={buttonLinkClasses('primary')}>
        Sign up
      </SiteLink>
    </section>
  );
}
