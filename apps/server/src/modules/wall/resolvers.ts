// Thin resolvers of the Wall (spec 2 §7 Wall posts, Like / unlike wall post): delegate to the service.
import type { Resolvers } from '#generated/resolvers.ts';

export const wallResolvers: Resolvers = {
  Query: {
    wallPosts: (_parent, args, { services, viewerId }) => services.wall.wallPosts(viewerId, args),
  },
  Mutation: {
    likeWallPost: (_parent, { wallPostId }, { services, viewerId }) =>
      services.wall.likeWallPost(viewerId, wallPostId),
    unlikeWallPost: (_parent, { wallPostId }, { services, viewerId }) =>
      services.wall.unlikeWallPost(viewerId, wallPostId),
  },
};
