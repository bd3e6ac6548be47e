// The site's captcha switch (spec 1 §6 captchaFeatures, a site-wide flag of site.yaml) for one test:
// the feature is added through the operator's `season apply` of a site data file and the list as it
// was is applied back afterwards, pass or fail. The switch is site-wide, so this is safe only because
// the suite's tests run one at a time on the one e2e server (tooling/playwright: workers 1, not
// fullyParallel); the Turnstile stand-ins are tooling/playwright/turnstile.ts.
import { expect, type APIRequestContext } from '@playwright/test';
import { applyDataFile } from './operator.ts';

async function captchaFeatures(request: APIRequestContext): Promise<string[]> {
  const response = await request.post('/graphql', {
    data: { query: '{ featureFlags { captchaFeatures } }' },
    headers: { 'x-graphql-csrf': '1' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as {
    data: { featureFlags: { captchaFeatures: string[] } };
  };
  return data.featureFlags.captchaFeatures;
}

const applyCaptchaFeatures = (request: APIRequestContext, features: string[]) =>
  applyDataFile(
    request,
    'e2e-captcha-features.json',
    JSON.stringify({ kind: 'site', featureFlags: { captchaFeatures: features } }),
  );

/** Runs `body` with the captcha asked for `feature`, then puts the switch back as it was. */
export async function withCaptchaFeature(
  request: APIRequestContext,
  feature: string,
  body: () => Promise<void>,
): Promise<void> {
  const before = await captchaFeatures(request);
  await applyCaptchaFeatures(request, [...new Set([...before, feature])]);
  try {
    await body();
  } finally {
    await applyCaptchaFeatures(request, before);
  }
}
