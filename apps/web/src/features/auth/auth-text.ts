// English texts of sign-in, sign-up and password recovery (spec 1 §2 Routes and Modals, §4, §5, §8;
// spec 2 §1, §4, §8), keyed by meaning. The product's name is passed as {product}.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useAuthText, text: authText } = defineCatalogue('web.auth', {
  fields: {
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    referralCode: 'Referral code (optional)',
    code: '6-digit code',
  },
  // spec 1 §5 Validation rules.
  validation: {
    emailRequired: 'Enter your e-mail address.',
    emailInvalid: 'Enter a valid e-mail address.',
    passwordRequired: 'Enter your password.',
    passwordRules: 'Your password does not meet every rule above yet.',
    otp: 'Enter the 6-digit code from the e-mail.',
  },
  signIn: {
    title: 'Sign in',
    description: 'Welcome back to {product}.',
    form: 'Sign in',
    submit: 'SIGN IN',
    submitting: 'SIGNING IN…',
    forgotPassword: 'Forgot your password?',
    newHere: 'New here?',
    createAccount: 'Create an account',
  },
  signUp: {
    title: 'Create your account',
    description: 'Sign up to earn rewards on {product}.',
    form: 'Sign up',
    action: 'Sign up',
    continue: 'CONTINUE',
    sendingCode: 'SENDING CODE…',
    createAccount: 'CREATE ACCOUNT',
    creatingAccount: 'CREATING ACCOUNT…',
    codeAlreadySent:
      'We already sent a code to {email}. Enter your password again and CONTINUE to get a new one.',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  code: {
    form: 'Enter the code',
    sent: 'We sent a code to {email}. It expires in 10 minutes.',
    back: 'Back',
    resend: 'Send a new code',
  },
  signedIn: {
    // Around the player's name, shown in bold: "You are signed in as <name>."
    before: 'You are signed in as ',
    after: '.',
    continue: 'Continue',
  },
  external: {
    intro: 'Sign in or create your account with our identity service.',
    logIn: 'Log in',
    usePassword: 'Use a {product} password instead',
    backToIdentityService: 'Sign in with the identity service',
  },
  thirdParty: {
    or: 'or',
    signIn: 'Sign in',
    signUp: 'Sign up',
    // spec 2 §8: a third-party sign-in credential-already-in-use error.
    twitterInUse: 'This Twitter account is already in use. Connect to another.',
  },
  // spec 2 §8 Telegram.
  telegram: {
    windowClosed: 'You have closed the Telegram login window.',
    timedOut: 'The Telegram login timed out. Please try again.',
  },
  wallet: {
    // Ours: the spec names the provider, Metamask, but gives no label.
    signIn: 'Log in with a wallet',
    purpose: 'Choose the wallet to sign in with.',
  },
  callback: {
    failed: 'Sign-in failed',
    signingIn: 'Signing you in…',
    oneMoment: 'One moment while we finish signing you in.',
    // The state code did not match the one this tab sent, or no session came with the callback.
    unverified: 'This sign-in could not be verified. Please try again.',
    backToSignIn: 'Back to sign in',
    createAccount: 'Create an account',
  },
  recovery: {
    close: 'Close password recovery',
    description: {
      email: 'Enter the e-mail of your account and we will send you a 6-digit code.',
      otp: 'If {email} has an account, a code is on its way.',
      newPassword: 'Choose the password you will sign in with from now on.',
    },
    codeHint: 'The code expires in 10 minutes.',
    continue: 'CONTINUE',
    checking: 'CHECKING…',
    sendCode: 'SEND CODE',
    sending: 'SENDING…',
    savePassword: 'SAVE PASSWORD',
    saving: 'SAVING…',
    // The server's text for a refused code, for a check that answers false instead of failing.
    codeRefused: 'This code is invalid or has expired. Please try again.',
    // spec 1 §8.
    changed: 'Password changed successfully!',
  },
  invite: {
    eyebrow: 'Invite',
    title: "You're invited to {product}",
    // Around the invite code, shown in bold (each part its own text: the pseudo-locale check reads
    // text nodes one by one).
    codeBefore: 'Your invite code ',
    codeAfter: ' is saved on this device and filled in when you sign up.',
    signUp: 'Sign up',
  },
} as const);
