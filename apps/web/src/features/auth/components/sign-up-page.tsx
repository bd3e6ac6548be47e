// spec 1 §2 Routes: /auth/sign-up and /signup; spec 1 §7 Sign up with e-mail.
import { useLocation } from '@tanstack/react-router';
import { AuthPanel } from '@levelup/ui/auth/auth-panel';
import { env } from '#env.ts';
import { SiteLink } from '#shared/components/site-link.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { SignedInNotice } from './signed-in-notice.tsx';
import { ThirdPartySignIn } from './third-party-sign-in.tsx';

export type SignUpPageProps = {
  /** The matching sign-in page (/auth/login or /login); the query goes along. */
  signInPath: string;
};

export function SignUpPage({ signInPath }: SignUpPageProps) {
  const searchStr = useLocation({ select: (location) => location.searchStr });
  return (
    <AuthPanel
      title="Create your account"
      description={`Sign up to earn rewards on ${env.productName}.`}
      footer={
        <p>
          Already have an account?{' '}
          <SiteLink
            href={`${signInPath}${searchStr}`}
            className="font-semibold text-accent underline"
          >
            Sign in
          </SiteLink>
        </p>
      }
    >
      <SignedInNotice />
      <SignUpForm />
      <ThirdPartySignIn actionSource="sign-up" />
    </AuthPanel>
  );
}
