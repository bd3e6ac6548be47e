// spec 2 §2 Wall feed: like / unlike with an optimistic update (the heart and the count change at once
// and go back if the call fails; wall-player.ts likeWallPostMutationOptions).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { WallPostFieldsFragment } from '@levelup/api/wall';
import { likeWallPostMutationOptions } from '@levelup/api/wall-player';
import { useApi } from '#shared/use-api.ts';

export function useToggleLike(): (post: WallPostFieldsFragment) => void {
  const api = useApi();
  const queryClient = useQueryClient();
  const { mutate } = useMutation(likeWallPostMutationOptions(api, queryClient));
  return useCallback((post) => mutate({ wallPostId: post.id, like: !post.likedByMe }), [mutate]);
}
