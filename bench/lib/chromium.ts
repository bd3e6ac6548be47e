// The Chromium the browser benchmarks drive: the installed one (CHROMIUM_PATH or the Debian package,
// as the e2e preset finds it), else the one inside the npm package @sparticuz/chromium, so that the
// benchmarks need only Node and npm (STACK-NOTES).
import sparticuz from '@sparticuz/chromium';
import { chromiumPath } from '@levelup/playwright-config';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function benchChromium(): Promise<{ executablePath: string; args: string[] }> {
  try {
    return { executablePath: chromiumPath(), args: ARGS };
  } catch {
    // Not sparticuz.args: they are made for AWS Lambda (--single-process ends the browser with its
    // first closed page).
    return { executablePath: await sparticuz.executablePath(), args: ARGS };
  }
}
