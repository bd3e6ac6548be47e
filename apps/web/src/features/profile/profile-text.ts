// English texts of the profile pages and Manage Account (spec 1 §2 Routes, §3 User; spec 2 §4 Profile
// picture, §5, §8), keyed by meaning. Currency names are @levelup/ui's.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useProfileText, text: profileText } = defineCatalogue('web.profile', {
  signedInOnly: {
    loading: 'Loading your account…',
    // spec 2 §8: the authentication wait timed out.
    timedOut: 'Timeout for waiting isAuthenticated',
    signInToSee: 'Sign in to see this page.',
    signIn: 'Sign in',
  },
  layout: { title: 'Profile' },
  header: { edit: 'Edit profile' },
  tabs: {
    label: 'Profile sections',
    overview: 'Overview',
    items: 'Items',
    codes: 'Codes',
    referrals: 'Referrals',
    rewards: 'My Rewards',
  },
  overview: {
    inviteLink: 'Your invite link',
    balances: 'Balances',
  },
  wallets: {
    title: 'Wallets',
    loading: 'Loading wallets…',
    purpose: 'Choose the wallet to connect to your account.',
    // spec 2 §6 wallet verification switch off (issue 27).
    verificationOff: 'Connecting a wallet is switched off for now. Please check back later.',
  },
  items: {
    title: 'Items',
    loading: 'Loading your items…',
    failed: 'Your items could not be loaded.',
    none: 'No items yet.',
  },
  minted: {
    title: 'Minted items',
    list: 'Minted items',
    loading: 'Loading your minted items…',
    failed: 'Your minted items could not be loaded.',
    none: 'No minted items yet.',
    token: 'Token #{tokenId}',
    transaction: 'Tx {hash}',
    mintedOn: 'Minted {date}',
  },
  manage: {
    title: 'Manage Account',
    picture: 'Profile picture',
    profile: 'Profile',
    email: 'E-mail',
    password: 'Password',
    changePassword: 'We send a code to your e-mail, then you choose a new password.',
    setPassword: 'Set a password to sign in with your e-mail.',
    connectedAccounts: 'Connected accounts',
  },
  avatar: {
    alt: "{name}'s profile picture",
    file: 'Profile picture file',
    upload: 'UPLOAD PICTURE',
    uploading: 'UPLOADING…',
    hint: 'PNG, JPEG, WebP or GIF, up to 5 MB.',
    // spec 2 §5 Image.
    tooLarge: 'Image file is too large. Please try again.',
    missing: 'Something went wrong. Please upload your image again.',
  },
  profileForm: {
    label: 'Profile',
    name: 'Name',
    nameHint: '4 to 15 characters, no spaces.',
    bio: 'Bio',
    save: 'SAVE PROFILE',
    saving: 'SAVING…',
    saved: 'Profile saved.',
    // spec 2 §5 Validation rules, by the domain's problem code.
    problem: {
      nameTooShort: 'Your name is too short - {min} characters minimum',
      nameTooLong: 'Your name is too long - {max} characters maximum',
      nameHasSpaces: 'Your name should not contain any spaces',
      bioTooLong: 'Your bio is too long - {max} characters maximum',
    },
  },
  email: {
    form: 'Change e-mail',
    current: 'Current e-mail: ',
    none: 'none',
    newEmail: 'New e-mail',
    code: '6-digit code',
    codeSent: 'We sent a code to {email}.',
    invalidEmail: 'Enter a valid e-mail address.',
    invalidCode: 'Enter the 6-digit code from the e-mail.',
    change: 'CHANGE E-MAIL',
    sendCode: 'SEND CODE',
    changed: 'E-mail changed.',
  },
  social: {
    loading: 'Loading connected accounts…',
    none: 'No social accounts can be connected right now.',
    list: 'Social accounts',
    connectedAs: 'Connected as {name}',
    connected: 'Connected',
    notConnected: 'Not connected',
    connect: 'CONNECT',
    connectLabel: 'Connect {provider}',
    disconnect: 'DISCONNECT',
    disconnectLabel: 'Disconnect {provider}',
    connectedNotice: '{provider} connected.',
    disconnectedNotice: '{provider} disconnected.',
    // spec 2 §8 twitter-/discord-id-already-in-use, credential-already-in-use.
    alreadyAssociated:
      'This {provider} account is already associated with [{wallet}]. Connect to another.',
    alreadyInUse: 'This {provider} account is already in use. Connect to another.',
    cancelled: 'You cancelled connecting {provider}.',
    confirm: {
      title: 'Disconnect {provider}?',
      body: 'You will no longer sign in with this {provider} account. You can connect it again later.',
      cancel: 'CANCEL',
      disconnect: 'DISCONNECT',
      disconnecting: 'DISCONNECTING…',
    },
  },
} as const);
