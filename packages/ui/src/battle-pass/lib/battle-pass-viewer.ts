// spec 1 §4 Battle pass context: what the page needs to know about who is looking at it.

/** The player's position on the track, or the visitor's (signed out: nothing reached, no premium). */
export type BattlePassViewer = {
  signedIn: boolean;
  /** The player's level; null for a visitor. */
  userLevel: number | null;
  /** Progress from the player's level to the next, 0..1 (spec 1 §3 levelProgress). */
  levelProgress: number;
  hasPremium: boolean;
};

/** A visitor: sees every reward locked (spec 1 §6 Roles and permissions). */
export const VISITOR: BattlePassViewer = {
  signedIn: false,
  userLevel: null,
  levelProgress: 0,
  hasPremium: false,
};
