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
      // More funded accounts than hardhat's 20: the end-to-end wallets are one per test, project and
      // repetition (apps/web/e2e/support/wallets.ts), so `--repeat-each=3` never binds one twice.
      accounts: { count: 40 },
    },
  },
};
