// spec 2 §4 Profile picture: after an avatar upload the picture is polled (TanStack Query's
// refetchInterval) until its path changes, then the user is patched (the session's user gets the new
// path, so the new picture shows everywhere at once). Each poll is spec 2 §7 Fetch profile picture
// path, a read of the path alone instead of the whole user.
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { readProfilePicPath } from '@levelup/api/profile-picture';
import { useSessionController } from '#app/session.ts';
import { useApi } from '#shared/use-api.ts';
import { PICTURE_POLL_INTERVAL_MS, picturePollState } from '../lib/picture-polling.ts';

/** One read of the picture's path, and how many reads this upload's polling made. */
type PictureRead = { path: string | null; tries: number };

export type NewPicturePolling = {
  /** Starts polling after an upload; previous is the path before it. */
  start: (previous: string | null) => void;
  status: 'idle' | 'changed' | 'waiting' | 'gave-up';
};

export function useNewPicturePolling(): NewPicturePolling {
  const session = useSessionController();
  const api = useApi();
  const queryClient = useQueryClient();
  const [watch, setWatch] = useState<{ previous: string | null; round: number } | null>(null);
  const queryKey = ['profile', 'picture-poll', watch?.round] as const;
  const poll = useQuery({
    queryKey,
    enabled: watch !== null,
    gcTime: 0,
    queryFn: async (): Promise<PictureRead> => {
      const tries = (queryClient.getQueryData<PictureRead>(queryKey)?.tries ?? 0) + 1;
      const userId = session.store.getState().user?.id;
      return { path: userId ? await readProfilePicPath(api, userId) : null, tries };
    },
    refetchInterval: (query) =>
      picturePollState({
        previous: watch?.previous ?? null,
        path: query.state.data?.path,
        tries: query.state.data?.tries ?? 0,
      }) === 'waiting'
        ? PICTURE_POLL_INTERVAL_MS
        : false,
  });
  const status = watch
    ? picturePollState({
        previous: watch.previous,
        path: poll.data?.path,
        tries: poll.data?.tries ?? 0,
      })
    : 'idle';
  const newPath = status === 'changed' ? (poll.data?.path ?? null) : null;
  useEffect(() => {
    const user = session.store.getState().user;
    if (newPath && user) session.setUser({ ...user, profilePicPath: newPath });
  }, [newPath, session]);
  return {
    start: (previous) => setWatch((current) => ({ previous, round: (current?.round ?? 0) + 1 })),
    status,
  };
}
