// English texts of the app's session handling, keyed by meaning.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { text: appText } = defineCatalogue('web.app', {
  session: {
    // spec 2 §8 sign-in wait timeout message.
    authenticationTimeout: 'Timeout for waiting isAuthenticated',
    noPlayer: 'The new session has no player.',
  },
} as const);
