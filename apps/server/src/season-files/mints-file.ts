// seasons/mints.yaml: free-mint events and collections (spec 1 §3 "Free mint / event", spec 2 §3).
import { z } from 'zod';
import { imagePathSchema, instantSchema, itemKeySchema, slugSchema } from './fields.ts';

const mintEventSchema = z.strictObject({
  startAt: instantSchema,
  endAt: instantSchema.optional(),
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
});

export const mintsFileSchema = z.strictObject({
  kind: z.literal('mints'),
  freeMints: z.array(freeMintSchema),
});

export type MintsFile = z.infer<typeof mintsFileSchema>;
