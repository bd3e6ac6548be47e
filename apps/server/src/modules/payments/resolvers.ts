// Thin resolvers of the payments module (issue 5).
import type { Resolvers } from '#generated/resolvers.ts';

export const paymentsResolvers: Resolvers = {
  Query: {
    paymentSettings: (_parent, _args, { services }) => services.payments.settings(),
  },
  Mutation: {
    submitCryptoTransactionHash: (_parent, { txHash, txId }, { services, viewerId }) =>
      services.payments.submitCryptoTransactionHash(viewerId, txHash, String(txId)),
  },
};
