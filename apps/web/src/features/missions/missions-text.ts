// English texts of the missions panel on /allypass and the reward collection (issue 11; spec 2 §4,
// §7 Sharing), keyed by meaning: the spec's exact words. The panel's and modals' own texts are
// @levelup/ui's (`missions`, `rewards`).
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useMissionsText, text: missionsText } = defineCatalogue('web.missions', {
  // What kind of challenge a card shows, by the challenge's type.
  kind: {
    Default: 'Challenge',
    Calendar: 'Calendar',
    Milestone: 'Milestone',
    BattlePassBlockerQuest: 'Special mission',
    BattlePassMission: 'Battle pass mission',
    PlatformMission: 'Platform missions',
    StandaloneMission: 'Mission',
    // A challenge of several stages: "Calendar · stage 2 of 3".
    withStage: '{kind} · stage {stage} of {count}',
  },
  // One reward of a mission or challenge; the amount is formatted in code.
  reward: {
    xp: '+{amount} {name}',
    item: '{amount} {name}',
  },
  // spec 2 §7 Sharing: the text of the social post intent.
  shareText: 'I just collected {rewards} on {product}!',
} as const);
