// seasons/mints.yaml: free-mint events and collections (spec 1 §3 "Free mint / event", spec 2 §3).
import { z } from 'zod';
import { imagePathSchema, instantSchema, itemKeySchema, slugSchema } from './fields.ts';

/** spec 2 §3 events whitelistConfig; spec 2 §4 "Registration uses the whitelist window". */
const whitelistConfigSchema = z.strictObject({
  registrationStartedAt: instantSchema.optional(),
  registrationEndedAt: instantSchema.optional(),
});

const mintEventSchema = z.strictObject({
  startAt: instantSchema,
  endAt: instantSchema.optional(),
  whitelistConfig: whitelistConfigSchema.optional(),
});

/** spec 1 §3 Collection reservation offchainAction: what to show until the airdrop, and when it runs. */
const offchainActionSchema = z.strictObject({
  pendingDisplay: z.string().min(1).optional(),
  /** Seconds between MINT NOW and the airdrop job (0: at once). */
  airdropDelaySeconds: z.number().int().nonnegative().default(0),
});

const freeMintSchema = z.strictObject({
  id: slugSchema,
  slug: slugSchema.optional(),
  name: z.string().min(1),
  description: z.string().min(1),
  imagePath: imagePathSchema,
  videoPath: z.string().min(1).optional(),
  type: z.enum(['BADGE', 'COLLECTIBLE']),
  /** spec 2 §9 chain ids (Immutable is -1). */
  chainId: z.number().int(),
  contractType: z.enum(['offchain', 'onchain']),
  offchainActionType: z.literal('Airdrop').optional(),
  /** On-chain collections: the collection contract's address on chainId (none: minting refused). */
  contractAddress: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'an EVM address (0x and 40 hex digits)')
    .optional(),
  weeklyGoldBonus: z.number().int().positive().optional(),
  /** The catalog item a holder of this collection's badge owns (spec 2 §7 claim badge golds). */
  badgeItemKey: itemKeySchema.optional(),
  collectionGroups: z.array(z.string().min(1)).default([]),
  releasedAt: instantSchema.optional(),
  endAt: instantSchema.optional(),
  events: z.array(mintEventSchema).default([]),
  listPrice: z.number().nonnegative(),
  /** Negative: unlimited supply. */
  maxSupply: z.number().int(),
  /** Starting counters for a new collection; later they change only through reservations and mints. */
  mintedCount: z.number().int().nonnegative().default(0),
  reservedCount: z.number().int().nonnegative().default(0),
  priority: z.number().int().default(0),
  isHidden: z.boolean().default(false),
  /** Keys of ordinary missions (challenges data) a player completes to qualify; none: open to all. */
  missions: z.array(z.string().min(1)).default([]),
  /** Reservations a player may hold at once (expired ones do not count). */
  reserveLimitPerPlayer: z.number().int().positive().default(1),
  /** Items a player may mint from this collection. */
  mintLimitPerPlayer: z.number().int().positive().default(1),
  /** How long a reservation holds an item (spec 1 §5 reservation expiry). */
  reservationMinutes: z.number().int().positive().default(30),
  /** Offchain collections: the airdrop's pending text and delay. */
  offchainAction: offchainActionSchema.optional(),
});

export const mintsFileSchema = z.strictObject({
  kind: z.literal('mints'),
  freeMints: z.array(freeMintSchema),
});

export type MintsFile = z.infer<typeof mintsFileSchema>;
