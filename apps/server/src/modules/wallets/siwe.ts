// Sign-In with Ethereum (EIP-4361) messages of the wallet challenge (issue 13 Build 5; spec 2 §4
// Wallet "sign a challenge and bind it"): made with viem's createSiweMessage, parsed and checked with
// parseSiweMessage / validateSiweMessage, and the signature verified with viem. An EOA signature is
// recovered in process; a smart-contract wallet (ERC-1271, or ERC-6492 before deployment) is asked on
// its chain, when the server has an RPC URL for that chain (EVM_RPC_URLS).
import { randomBytes } from 'node:crypto';
import {
  BaseError,
  getAddress,
  HttpRequestError,
  TimeoutError,
  hashMessage,
  isAddress,
  isErc6492Signature,
  isHex,
  recoverMessageAddress,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { invalidInput } from '#errors.ts';
import type { WalletNoncePurpose } from '#db/schema/wallets.ts';

/** How long a challenge may be signed and submitted (issue 13 Build 5: "short-lived"). */
export const WALLET_CHALLENGE_TTL_MS = 5 * 60_000;

/** 24 random bytes as 48 hex characters: EIP-4361 wants at least 8 alphanumerics. */
export function newWalletNonce(): string {
  return randomBytes(24).toString('hex');
}

/** The SIWE domain and URI: the web app's origin (WEB_ORIGIN). */
export type SiweSite = { domain: string; uri: string; productName: string };

export function siweSite(webOrigin: string, productName: string): SiweSite {
  const url = new URL(webOrigin);
  return { domain: url.host, uri: url.origin, productName };
}

export function walletChallengeStatement(purpose: WalletNoncePurpose, productName: string) {
  return purpose === 'bind'
    ? `Connect this wallet to your ${productName} account. A wallet stays bound to one account.`
    : `Sign in to ${productName} with this wallet.`;
}

export function createWalletChallengeMessage(
  site: SiweSite,
  challenge: {
    address: Address;
    chainId: number;
    nonce: string;
    purpose: WalletNoncePurpose;
    issuedAt: Date;
    expiresAt: Date;
  },
): string {
  return createSiweMessage({
    domain: site.domain,
    uri: site.uri,
    version: '1',
    statement: walletChallengeStatement(challenge.purpose, site.productName),
    address: challenge.address,
    chainId: challenge.chainId,
    nonce: challenge.nonce,
    issuedAt: challenge.issuedAt,
    expirationTime: challenge.expiresAt,
  });
}

/** A checksummed address, or invalid-input. */
export function parseWalletAddress(value: string): Address {
  if (!isAddress(value, { strict: false })) throw invalidInput('This is not a wallet address.');
  return getAddress(value);
}

export type SignedWalletMessage = {
  address: Address;
  chainId: number;
  nonce: string;
  message: string;
  signature: Hex;
};

/** The fields the server needs from a signed message; invalid-input when it is not ours to read. */
export function readSignedMessage(
  site: SiweSite,
  message: string,
  signature: string,
): SignedWalletMessage {
  if (message.length > 4096) throw invalidInput('This wallet message is too long.');
  if (!isHex(signature) || signature.length < 4 || signature.length > 20_000)
    throw invalidInput('This is not a wallet signature.');
  let fields: ReturnType<typeof parseSiweMessage>;
  try {
    fields = parseSiweMessage(message);
  } catch {
    throw invalidInput('This is not a wallet sign-in message.');
  }
  const { address, chainId, nonce, domain, uri, version } = fields;
  if (!address || !isAddress(address, { strict: false }) || chainId === undefined || !nonce)
    throw invalidInput('This is not a wallet sign-in message.');
  if (version !== '1') throw invalidInput('This wallet message has an unknown version.');
  if (domain !== site.domain || uri !== site.uri)
    throw invalidInput('This wallet message was made for another site.');
  return { address: getAddress(address), chainId, nonce, message, signature };
}

/**
 * The message's own checks (domain, nonce, address, expiration and not-before at `time`); the caller
 * has already matched the nonce's stored address, chain and expiry.
 */
export function assertValidSiweMessage(
  site: SiweSite,
  signed: SignedWalletMessage,
  time: Date,
): void {
  const fields = parseSiweMessage(signed.message);
  if (fields.expirationTime && time >= fields.expirationTime)
    throw invalidInput('This wallet challenge has expired. Please try again.');
  const valid = validateSiweMessage({
    message: fields,
    domain: site.domain,
    nonce: signed.nonce,
    address: signed.address,
    time,
  });
  if (!valid) throw invalidInput('This wallet message is not valid. Please try again.');
}

/** Reads a smart-contract wallet's answer on a chain the server has an RPC URL for. */
export type ChainClients = (chainId: number) => PublicClient | undefined;

/** ERC-1271: a wallet contract's answer to "is this signature yours over this hash?". */
const erc1271Abi = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: 'magicValue', type: 'bytes4' }],
  },
] as const;
const ERC1271_MAGIC_VALUE = '0x1626ba7e';

/**
 * true when `signature` is the wallet's over `message`: an EOA's (recovered in process), a deployed
 * wallet contract's (ERC-1271 isValidSignature on its chain), or a not yet deployed one's (ERC-6492,
 * viem's verifySiweMessage with its universal validator).
 */
export async function verifyWalletSignature(
  chains: ChainClients,
  signed: SignedWalletMessage,
  time: Date,
): Promise<boolean> {
  try {
    const signer = await recoverMessageAddress({
      message: signed.message,
      signature: signed.signature,
    });
    if (signer === signed.address) return true;
  } catch {
    // Not a 65-byte ECDSA signature: perhaps a smart-contract wallet's.
  }
  const client = chains(signed.chainId);
  if (!client) return false;
  if (isErc6492Signature(signed.signature))
    return client.verifySiweMessage({
      message: signed.message,
      signature: signed.signature,
      address: signed.address,
      nonce: signed.nonce,
      time,
    });
  const code = await client.getCode({ address: signed.address });
  if (!code || code === '0x') return false;
  try {
    const answer = await client.readContract({
      address: signed.address,
      abi: erc1271Abi,
      functionName: 'isValidSignature',
      args: [hashMessage(signed.message), signed.signature],
    });
    return answer.toLowerCase() === ERC1271_MAGIC_VALUE;
  } catch (error) {
    // An unreachable chain is the server's failure, not the player's signature.
    if (
      error instanceof BaseError &&
      error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError)
    )
      throw error;
    // The contract refused (reverted) or answered something else than ERC-1271.
    return false;
  }
}
