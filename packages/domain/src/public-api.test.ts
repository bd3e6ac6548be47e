// Locks the public API (CONVENTIONS.md "Libraries"): every module's runtime export names. A change
// here is a change for the teams that consume @levelup/domain, so it must be deliberate.
import { expect, it } from 'vitest';

declare global {
  interface ImportMeta {
    /** Vite's static module glob, available under Vitest. */
    glob(patterns: string[], options: { eager: true }): Record<string, Record<string, unknown>>;
  }
}

const modules = import.meta.glob(['./*.ts', '!./*.test.ts'], { eager: true });

it('exports exactly these names from each module', () => {
  const api = Object.fromEntries(
    Object.entries(modules)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, module]) => [
        path.replace(/^\.\/|\.ts$/g, ''),
        Object.keys(module).sort().join(' '),
      ]),
  );
  expect(api).toMatchInlineSnapshot(`
    {
      "advent": "ADVENT_MONTH_INDEX isAdventSeason",
      "auth-redirect": "AUTH_REDIRECT_PARAM AUTH_SOURCE_PARAM DEFAULT_AUTH_PATH authRedirectPath isSafeRedirectPath readAuthRedirect",
      "blocker-quest": "blockingQuest isBlockerUncompleted sortBlockerQuests",
      "challenges": "challengeEndAt challengeRewardType isChallengeActive isRewardPending missionState pendingRewards userChallengeRewardProgress",
      "chest-odds": "chestOdds mergeChestTotals",
      "chest-rolls": "dailyChestMessage drawDailyChest lineCapKey lineProbabilities rollChest rollMessage",
      "collection": "MINT_USER_STATES collectionStatus isCollectionEnded isCollectionLive isMintDisabled isReservationExpired isSoldOut mintBannerLabel reservationCardAction soldFraction soldPercentLabel",
      "currency": "CURRENCIES NOT_ENOUGH_BALANCE_MESSAGE currencyName isCurrency sortRewardCurrencies",
      "daily-missions": "DAILY_MISSIONS_DEFAULT_TOTAL dailyMissionsStatus msUntilEndOfLocalDay",
      "drawer-widgets": "DRAWER_WIDGETS visibleDrawerWidgets",
      "event-status": "COUNTDOWN_TICK_MS countdown eventStatus formatEventDate",
      "external-sign-in": "AUTH_REDIRECT_URI_KEY CUSTOM_BACKEND_TOKENS_KEY EXTERNAL_SIGN_IN_STATE_KEY IDENTITY_AUTHORIZE_PATH ORIGIN_URI_KEY beginExternalSignIn externalSignInReturn forgetExternalSignIn productSlug setCustomBackendTokensToggle usesCustomBackendTokens",
      "featured-collections": "featuredCollections isFeaturedCollection",
      "initials": "ANONYMOUS_USERNAME displayUsername initials",
      "interval": "parseInterval",
      "items": "REDEEMABLE_CODE_ID_META_KEY XP_ITEM_TYPES fixedRewardNameKey isRedeemableCodeLinkable isXpReward ownRewardName redeemableCodeId redeemableCodePath rewardDisplayName",
      "layout": "DRAWER_WIDTH LAYOUT_MAX_WIDTH LAYOUT_SECONDARY_MAX_WIDTH LEVEL_CARD_HEIGHT LEVEL_CARD_WIDTH MODAL_IMAGE_HEADER_RATIO TOAST_WIDTH WALLET_CONNECT_BUTTON_WIDTH levelTrackLength",
      "legacy-host": "showsLegacyAnnouncement",
      "level-progress": "levelProgress",
      "level-ring": "LEVEL_RING_MAX_PERCENT LEVEL_RING_STEP_PERCENT levelRingPercent",
      "modal-queue": "closeModal currentModal enqueueModal",
      "notification": "NOTIFICATION_TYPES isUnread seasonNotifications unreadOfType",
      "off-season": "isOffSeason",
      "password-rules": "OTP_LENGTH PASSWORD_MIN_LENGTH isOtp isPasswordValid passwordProblems",
      "profile-rules": "BIO_MAX_LENGTH BIO_TOO_LONG_MESSAGE NAME_HAS_SPACES_MESSAGE NAME_TOO_LONG_MESSAGE NAME_TOO_SHORT_MESSAGE PROFILE_NAME_MAX_LENGTH PROFILE_NAME_MIN_LENGTH PROFILE_PROBLEM_MESSAGES bioProblem profileNameProblem validateBio validateProfileName",
      "reward-progress": "BUY_PREMIUM_TO_CLAIM_TOOLTIP LEVEL_UP_TO_CLAIM_TOOLTIP battlePassRewardProgress isRewardClaimable rewardCardVisual rewardTooltip",
      "season": "ALLYPASS_GROUP isWhiteLabelGroup parseSeasonNumber",
      "time": "DAY_MS HOUR_MS MINUTE_MS SECOND_MS toEpochMs toEpochMsOrNull",
      "toast-priority": "LEVEL_UP_TOAST_DELAY_MS PURCHASE_TOAST_MIN_AGE_MS TOAST_AUTO_DISMISS_MS TOAST_CLOSE_FADE_MS XP_POPUP_MS pickToast",
      "wall-guest-filter": "GUEST_LIKE_THRESHOLDS filterGuestPosts guestLikeThreshold",
      "wallet-address": "WALLET_ADDRESS_ELLIPSIS shortWalletAddress",
      "xp-boost": "BOOSTER_ITEM_KEYS BOOSTER_XP_MULTIPLIER BUY_AGAIN_THRESHOLD_UNITS applyXpBoost boosterDurationDays boosterName isBoosterActive isBoosterItemKey isBoosterPurchaseBlocked showBuyAgain sortBoostersLongestFirst",
      "xp-popup": "THREE_DAY_BOOSTER_ITEM_KEY xpGainPopup",
    }
  `);
});
