// Live updates reach a page over one event stream per subscription (graphql-sse, distinct connections).
// A test that makes something happen and expects the page to show it without a reload must wait for
// that stream to be open first, or the event goes out before the page listens.
import type { Page } from '@playwright/test';

/** Resolves once the page's stream of `subscription` (its operation name) has answered. */
export function liveStreamOpened(page: Page, subscription: string): Promise<unknown> {
  return page.waitForResponse(
    (response) =>
      `${response.url()} ${response.request().postData() ?? ''}`.includes(subscription) &&
      (response.headers()['content-type'] ?? '').includes('text/event-stream'),
  );
}
