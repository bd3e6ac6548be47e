// Thin resolvers of the publisher module (issue 14 Build 4): the root fields check membership in the
// service; a PublisherStudio's own fields are reached only through them.
import type { Resolvers, StudioEventStatus } from '#generated/resolvers.ts';

const statusOf = (status: string) => status.toUpperCase() as StudioEventStatus;

export const publisherResolvers: Resolvers = {
  Query: {
    publisherStudios: (_parent, _args, { services, viewerId }) =>
      services.publisher.studios(viewerId),
    publisherStudio: (_parent, { studioId }, { services, viewerId }) =>
      services.publisher.studio(viewerId, studioId),
  },
  Mutation: {
    createStudioKey: (_parent, { studioId }, { services, viewerId }) =>
      services.publisher.createKey(viewerId, studioId),
    revokeStudioKey: (_parent, { studioId, keyId }, { services, viewerId }) =>
      services.publisher.revokeKey(viewerId, studioId, keyId),
    sendStudioTestEvent: async (_parent, { studioId, input }, { services, viewerId }) => {
      const result = await services.publisher.sendTestEvent(viewerId, studioId, input);
      return { ...result, status: statusOf(result.status) };
    },
  },
  PublisherStudio: {
    games: (studio, _args, { services }) => services.publisher.games(studio),
    keys: (studio, _args, { services }) => services.publisher.keys(studio),
    events: async (studio, { player, type, limit }, { services }) =>
      (
        await services.publisher.events(studio, {
          player: player ?? null,
          type: type ?? null,
          limit: limit ?? 50,
        })
      ).map((event) => ({ ...event, status: statusOf(event.status) })),
    missions: (studio, _args, { services }) => services.publisher.missions(studio),
  },
};
