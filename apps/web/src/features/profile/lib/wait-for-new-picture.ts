// spec 2 §4 Profile picture: after an avatar upload the picture is polled until the path changes.

export const PICTURE_POLL_INTERVAL_MS = 1000;
export const PICTURE_POLL_MAX_TRIES = 15;

/** Polls `readPath` once a second until it differs from `previous`; null if it never does. */
export async function waitForNewPicture({
  previous,
  readPath,
  intervalMs = PICTURE_POLL_INTERVAL_MS,
  maxTries = PICTURE_POLL_MAX_TRIES,
}: {
  previous: string | null;
  readPath: () => Promise<string | null>;
  intervalMs?: number;
  maxTries?: number;
}): Promise<string | null> {
  for (let attempt = 0; attempt < maxTries; attempt += 1) {
    const path = await readPath().catch(() => previous);
    if (path && path !== previous) return path;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return null;
}
