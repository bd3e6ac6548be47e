// The items a season file points at must exist and be of the right type (spec 1 §3 Battle pass settings).
import type { ItemType, ReferenceCheck } from './apply-context.ts';
import type { SeasonFile } from './season-file.ts';

const xpItemTypes: readonly ItemType[] = ['BATTLE_PASS_XP', 'WHITE_LABEL_BATTLE_PASS_XP'];

export function checkSeasonReferences(
  check: ReferenceCheck,
  known: Map<string, ItemType>,
  file: SeasonFile,
): void {
  check.item(known, ['xpItemKey'], file.xpItemKey, xpItemTypes);
  check.item(known, ['premiumPassItemKey'], file.premiumPassItemKey, ['PREMIUM_PASS']);
  file.xpBoosters.forEach((key, index) =>
    check.item(known, ['xpBoosters', index], key, ['XP_BOOSTER']),
  );
  file.levels.forEach((entry, levelIndex) => {
    entry.basicRewards.forEach((reward, index) =>
      check.item(known, ['levels', levelIndex, 'basicRewards', index, 'itemKey'], reward.itemKey),
    );
    entry.premiumRewards.forEach((reward, index) =>
      check.item(known, ['levels', levelIndex, 'premiumRewards', index, 'itemKey'], reward.itemKey),
    );
  });
}
