import { describe, expect, it } from 'vitest';
import {
  isRedeemableCodeLinkable,
  isXpReward,
  redeemableCodeId,
  redeemableCodePath,
  rewardDisplayName,
} from './items.ts';

describe('isXpReward', () => {
  it('recognises XP by item type or by a key ending in _XP', () => {
    expect(isXpReward({ itemKey: 'S1_POINTS', item: { type: 'BATTLE_PASS_XP' } })).toBe(true);
    expect(
      isXpReward({ itemKey: 'PARTNER_POINTS', item: { type: 'WHITE_LABEL_BATTLE_PASS_XP' } }),
    ).toBe(true);
    expect(isXpReward({ itemKey: 'SEASON_2_XP', item: null })).toBe(true);
    expect(isXpReward({ itemKey: 'GOLD', item: { type: 'CURRENCY' } })).toBe(false);
    expect(isXpReward({ itemKey: 'XP_BOOST', item: { type: 'IN_GAME_ITEM' } })).toBe(false);
  });
});

describe('rewardDisplayName', () => {
  it('uses the fixed names of the spec', () => {
    expect(
      [
        'BOOSTED_POWER',
        'ALLY_TOKEN',
        'GOLD',
        'PLAYPOINT',
        'UPGRADE_TICKET',
        'POWER_MULTIPLIER',
      ].map((key) => rewardDisplayName(key)),
    ).toEqual([
      'Boosted Power',
      'Ally Token',
      'Gold',
      'Playpoints',
      'Upgrade Ticket',
      'Power Multiplier',
    ]);
    expect(['TIER_1', 'TIER_2', 'TIER_3', 'TIER_4'].map((key) => rewardDisplayName(key))).toEqual([
      'Bronze Tier NFT',
      'Silver Tier NFT',
      'Gold Tier NFT',
      'Platinum Tier NFT',
    ]);
    expect(rewardDisplayName('BATTLE_PASS_XP_BOOSTER_3D')).toBe('3 Days Booster');
    expect(rewardDisplayName('BATTLE_PASS_XP_BOOSTER_90D')).toBe('90 Days Booster');
    expect(rewardDisplayName('REDEEMABLE_CODE')).toBe('Redeemable Code');
  });

  it('names XP variants XP', () => {
    expect(rewardDisplayName('BATTLE_PASS_XP')).toBe('XP');
    expect(rewardDisplayName('SEASON_3_XP', 'Season 3 points')).toBe('XP');
  });

  it('falls back to the item name, then to the key in title case', () => {
    expect(rewardDisplayName('LEGENDARY_CHEST', 'Legendary Chest')).toBe('Legendary Chest');
    expect(rewardDisplayName('COIN_LOOTBOX', '  ')).toBe('Coin Lootbox');
    expect(rewardDisplayName('COIN_LOOTBOX')).toBe('Coin Lootbox');
  });
});

describe('redeemable codes', () => {
  it('reads the code id from the metadata list', () => {
    expect(
      redeemableCodeId([
        { metaKey: 'OTHER', metaValue: 'x' },
        { metaKey: 'REDEEMABLE_CODE_ID', metaValue: '42' },
      ]),
    ).toBe('42');
    expect(redeemableCodeId(null)).toBeNull();
  });

  it('links only when both group key and id exist', () => {
    expect(isRedeemableCodeLinkable({ groupKey: 'STEAM_KEY', id: '42' })).toBe(true);
    expect(isRedeemableCodeLinkable({ groupKey: 'STEAM_KEY', id: null })).toBe(false);
    expect(isRedeemableCodeLinkable({ groupKey: '', id: '42' })).toBe(false);
  });

  it('builds the redeemable code page path', () => {
    expect(redeemableCodePath('STEAM_KEY', '42')).toBe('/redeemable-codes/STEAM_KEY/42');
    expect(redeemableCodePath('a/b', 'c d')).toBe('/redeemable-codes/a%2Fb/c%20d');
  });
});
