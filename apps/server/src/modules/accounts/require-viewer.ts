// Account actions that need a signed-in player: the viewer's id, or unauthenticated.
import { unauthenticated } from '#errors.ts';

export function requireViewerId(viewerId: string | null): string {
  if (!viewerId) throw unauthenticated();
  return viewerId;
}
