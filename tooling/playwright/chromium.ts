// The Chromium every browser run uses (end-to-end suites, the bundle benchmark); never a downloaded
// browser build (ARCHITECTURE.md "Tests"). In order: CHROMIUM_PATH, a system Chromium (Debian's
// /usr/bin/chromium), else the Chromium that ships inside the npm package @sparticuz/chromium, so
// `npm test` needs only Node and npm (issue 10, fault 18).
import { existsSync } from 'node:fs';
import packagedChromium from '@sparticuz/chromium';
import { playwrightEnv } from './env.ts';

export const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The flags every run passes (STACK-NOTES "Chromium"); headless comes from Playwright itself. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export type FoundChromium = {
  executablePath: string;
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
};

export type FindChromiumParameters = {
  /** CHROMIUM_PATH, when set. */
  configuredPath: string | null;
  systemPaths?: readonly string[];
  exists?: (path: string) => boolean;
  /** Unpacks the packaged Chromium (once per machine, into the temporary folder) and gives its path. */
  unpackPackaged?: () => Promise<string>;
};

/** Chooses the Chromium binary; a CHROMIUM_PATH that names no file is an error, not a silent fallback. */
export async function findChromium({
  configuredPath,
  systemPaths = SYSTEM_CHROMIUM_PATHS,
  exists = existsSync,
  unpackPackaged = () => packagedChromium.executablePath(),
}: FindChromiumParameters): Promise<FoundChromium> {
  if (configuredPath) {
    if (!exists(configuredPath))
      throw new Error(`CHROMIUM_PATH=${configuredPath} does not exist: fix or unset it.`);
    return { executablePath: configuredPath, source: 'CHROMIUM_PATH' };
  }
  const system = systemPaths.find((path) => exists(path));
  if (system) return { executablePath: system, source: 'system' };
  return { executablePath: await unpackPackaged(), source: '@sparticuz/chromium' };
}

/** The path of the Chromium this machine runs (see findChromium). */
export async function chromiumPath(): Promise<string> {
  return (await findChromium({ configuredPath: playwrightEnv.chromiumPath })).executablePath;
}
