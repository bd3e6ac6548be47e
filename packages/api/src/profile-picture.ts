// spec 2 §7 Fetch profile picture path: what the polling after an avatar upload reads until the path
// changes (spec 2 §4 Profile picture). A signed-in player's read: the player's documents.
import type { ApiClient } from './client.ts';
import { ProfilePicPathDocument } from './generated/player/graphql.ts';

export { ProfilePicPathDocument };

/** The picture path of the signed-in player `userId` (null without a picture). */
export async function readProfilePicPath(
  client: ApiClient,
  userId: string,
): Promise<string | null> {
  return (await client.request(ProfilePicPathDocument, { id: userId })).profilePicPath ?? null;
}
