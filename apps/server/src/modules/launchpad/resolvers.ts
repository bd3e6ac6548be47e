// Thin resolvers of the launchpad module (issue 13).
import type { Resolvers } from '#generated/resolvers.ts';

export const launchpadResolvers: Resolvers = {
  Query: {
    featuredCollections: (_parent, _args, { services, viewerId }) =>
      services.launchpad.featuredCollections(viewerId),
    launchpadCollection: (_parent, { slug }, { services, viewerId }) =>
      services.launchpad.launchpadCollection(viewerId, slug),
    userReservations: (_parent, { collectionId }, { services, viewerId }) =>
      services.launchpad.userReservations(viewerId, collectionId),
    userMintedAssets: (_parent, _args, { services, viewerId }) =>
      services.launchpad.userMintedAssets(viewerId),
    chainTokens: (_parent, { itemKey }, { services, viewerId }) =>
      services.launchpad.chainTokens(viewerId, itemKey),
  },
  Mutation: {
    reserveCollection: (_parent, { collectionId }, { services, viewerId, client }) =>
      services.launchpad.reserveCollection(viewerId, collectionId, client),
    mintReservation: (_parent, { reservationId }, { services, viewerId }) =>
      services.launchpad.mintReservation(viewerId, reservationId),
    confirmMint: (_parent, { reservationId, txHash }, { services, viewerId }) =>
      services.launchpad.confirmMint(viewerId, reservationId, txHash),
  },
};
