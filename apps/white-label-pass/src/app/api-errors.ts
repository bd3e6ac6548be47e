// spec 2 §8 Error catalogue, in one place for the whole app (@levelup/ui/alerts/error-handling): the api
// client opens the alert modals, the mutation cache shows the toasts.
import { apiError } from '@levelup/api/errors';
import { createErrorHandling } from '@levelup/ui/alerts/error-handling';
import { env } from '#env.ts';

export const errorHandling = createErrorHandling({
  settings: { productName: env.productName, supportEmail: env.supportEmail },
  readError: apiError,
});
