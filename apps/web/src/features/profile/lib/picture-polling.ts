// spec 2 §4 Profile picture: after an avatar upload the picture is polled until the path changes, then
// the user is patched. The spec gives no interval or limit: once a second, for 15 seconds (ours).

export const PICTURE_POLL_INTERVAL_MS = 1000;
export const PICTURE_POLL_MAX_TRIES = 15;

/** Where the polling stands after `tries` reads of the path, the last one `path`. */
export function picturePollState({
  previous,
  path,
  tries,
  maxTries = PICTURE_POLL_MAX_TRIES,
}: {
  previous: string | null;
  path: string | null | undefined;
  tries: number;
  maxTries?: number;
}): 'changed' | 'waiting' | 'gave-up' {
  if (path && path !== previous) return 'changed';
  return tries >= maxTries ? 'gave-up' : 'waiting';
}
