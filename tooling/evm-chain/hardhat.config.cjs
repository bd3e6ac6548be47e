// The local development and test chain (issue 5 "Real parts"): hardhat 2's in-memory network, chain id
// 31337, with the default test accounts (mnemonic "test test ... junk"). A reverted transaction is
// mined and its hash returned (throwOnTransactionFailures off), as on a public chain, so payment
// verification sees a failed receipt instead of an RPC error.
/** @type {import('hardhat/config').HardhatUserConfig} */
module.exports = {
  networks: {
    hardhat: {
      chainId: 31337,
      throwOnTransactionFailures: false,
    },
  },
};
