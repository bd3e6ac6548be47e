// Another device in the same browser. FingerprintJS derives its visitor id from the browser, so every
// context of one Playwright browser is one device to the server (issue 13 multi-accounting, issue 14
// referral ring rule); a test that means two people on two devices names the second one's device.
import type { BrowserContext } from '@playwright/test';
import { operationName } from '@levelup/api/testing/operation-name';

const DEVICE_ID_HEADER = 'x-device-id';

/** Every request of this context names `deviceId` as its device (sign-up fingerprint, x-device-id). */
export async function asAnotherDevice(context: BrowserContext, deviceId: string) {
  await context.route(
    (url) => url.pathname === '/graphql',
    (route) => {
      const request = route.request();
      const headers = request.headers();
      const body = request.postDataJSON() as {
        query?: string;
        variables?: { input?: Record<string, unknown> };
      } | null;
      const signUp =
        body?.query && operationName(body.query) === 'SignUpWithEmail' && body.variables?.input;
      return route.fallback({
        headers: headers[DEVICE_ID_HEADER] ? { ...headers, [DEVICE_ID_HEADER]: deviceId } : headers,
        ...(signUp
          ? {
              postData: {
                ...body,
                variables: { ...body.variables, input: { ...signUp, fingerprint: deviceId } },
              },
            }
          : {}),
      });
    },
  );
}
