// spec 2 §4 Battle pass blocker quest.

/** A battle pass blocker quest: targetValue is the first mission's target (a battle pass level). */
export type BlockerQuest = {
  id: string;
  targetValue: number;
  userChallenge: { cancelledAt?: unknown; rewardCollectedAt?: unknown } | null;
};

/** Input of {@link blockingQuest}. */
export type BlockingQuestParameters<T extends BlockerQuest> = {
  quests: ReadonlyArray<T>;
  userLevel: number;
};

/** Blocker quests sorted by target level, lowest first (stable), without mutating the input. */
export function sortBlockerQuests<T extends Pick<BlockerQuest, 'targetValue'>>(
  quests: ReadonlyArray<T>,
): T[] {
  return [...quests].sort((a, b) => a.targetValue - b.targetValue);
}

/** Whether a blocker quest is still uncompleted: the user's level is at or below its target. */
export function isBlockerUncompleted({
  userLevel,
  targetValue,
}: {
  userLevel: number;
  targetValue: number;
}): boolean {
  return userLevel <= targetValue;
}

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * The quest that blocks the user's progress, or null: the lowest-target quest whose target equals the
 * user's level and whose user challenge is neither cancelled nor collected (a missing one counts as open).
 */
export function blockingQuest<T extends BlockerQuest>({
  quests,
  userLevel,
}: BlockingQuestParameters<T>): T | null {
  const blocking = sortBlockerQuests(quests).find(
    (quest) =>
      quest.targetValue === userLevel &&
      !isSet(quest.userChallenge?.cancelledAt) &&
      !isSet(quest.userChallenge?.rewardCollectedAt),
  );
  return blocking ?? null;
}
