// English texts of the sign-in pieces (spec 1 §2 Modals, §4 Password recovery, §5 Validation rules).
import { englishTexts } from '../define-catalogue.ts';
export const auth = englishTexts({
  captcha: {
    title: 'Security check',
    close: 'Cancel security check',
    status: {
      waiting: 'Checking that you are human…',
      success: 'Verified',
      error: 'Verification failed',
    },
  },
  recovery: {
    step: 'Step {position} of {count}',
    // spec 1 §2 Modals: the heading of each recovery step, as the spec writes it.
    title: {
      email: 'Forgot your password?',
      otp: 'Check your email',
      newPassword: 'Set a new password',
    },
  },
  providers: {
    list: 'Other ways to continue',
    action: '{action} with {provider}',
  },
  password: {
    rules: 'Password rules',
    // spec 1 §5: how each password rule reads in the checklist.
    rule: {
      'too-short': 'At least 8 characters',
      'missing-lowercase': 'A lowercase letter',
      'missing-uppercase': 'An uppercase letter',
      'missing-digit': 'A digit',
      'missing-symbol': 'A punctuation mark or symbol',
    },
    met: ' (met)',
    notMet: ' (not met yet)',
  },
});
