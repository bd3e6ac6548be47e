// The public API of @levelup/ui: one entry per module (package.json "exports"). A change to these
// names is a change for every app, so it must show up in review (CONVENTIONS.md "Libraries").
import { expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };

const modules = import.meta.glob<Record<string, unknown>>(
  ['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/*.stories.tsx', '!./**/*.fixtures.ts'],
  { eager: true },
);

it('exports exactly these names from each module', () => {
  const exportsByModule = Object.fromEntries(
    Object.entries(modules)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, module]) => [path, Object.keys(module).sort()]),
  );
  expect(exportsByModule).toMatchInlineSnapshot(`
    {
      "./account/balance-chip.tsx": [
        "BalanceChip",
        "BalanceDetails",
        "CURRENCY_NAMES",
      ],
      "./account/currency-icon.tsx": [
        "CurrencyIcon",
      ],
      "./account/playpoint-reward-modal.tsx": [
        "PlaypointRewardModal",
      ],
      "./account/sso-upgrade-modal.tsx": [
        "SsoUpgradeModal",
      ],
      "./account/user-avatar.tsx": [
        "UserAvatar",
      ],
      "./account/user-menu-button.tsx": [
        "UserMenuButton",
      ],
      "./account/user-menu.tsx": [
        "UserMenu",
      ],
      "./alerts/alert-modal-buttons.ts": [
        "ALERT_MODAL_BUTTONS",
      ],
      "./alerts/alert-modal.tsx": [
        "AlertModal",
      ],
      "./alerts/error-alert-modal.tsx": [
        "ErrorAlertModal",
        "supportMailto",
      ],
      "./alerts/error-catalogue.ts": [
        "ALERT_MODAL_IDS",
        "ERROR_FEEDBACK",
        "INSUFFICIENT_BALANCE_MODALS",
        "errorFeedback",
        "errorToastText",
        "somethingWentWrongText",
        "tooManyRequestsText",
      ],
      "./alerts/error-handling.ts": [
        "createErrorHandling",
      ],
      "./alerts/maintenance-banner.tsx": [
        "MaintenanceBanner",
      ],
      "./alerts/show-error-feedback.tsx": [
        "ALERT_MODAL_Z_INDEX",
        "openAlertModal",
        "showErrorFeedback",
      ],
      "./auth/auth-panel.tsx": [
        "AuthPanel",
      ],
      "./auth/captcha-modal.tsx": [
        "CAPTCHA_MODAL_CLOSE_DELAY_MS",
        "CaptchaModal",
      ],
      "./auth/password-recovery-step.tsx": [
        "PASSWORD_RECOVERY_STEP_TITLES",
        "PasswordRecoveryStep",
      ],
      "./auth/provider-buttons.tsx": [
        "ProviderButtons",
      ],
      "./battle-pass/battle-pass-page.tsx": [
        "BattlePassPage",
      ],
      "./battle-pass/battle-pass-track.tsx": [
        "BattlePassTrack",
      ],
      "./battle-pass/free-pass-card.tsx": [
        "FreePassCard",
      ],
      "./battle-pass/hooks/use-media-query.ts": [
        "DESKTOP_QUERY",
        "useMediaQuery",
      ],
      "./battle-pass/hooks/use-scroll-to-level.ts": [
        "useScrollToLevel",
      ],
      "./battle-pass/level-column.tsx": [
        "LEVEL_MARKER_HEIGHT",
        "LevelColumn",
      ],
      "./battle-pass/level-marker.tsx": [
        "LevelMarker",
      ],
      "./battle-pass/lib/battle-pass-page-props.ts": [
        "battlePassPageProps",
      ],
      "./battle-pass/lib/battle-pass-viewer.ts": [
        "VISITOR",
      ],
      "./battle-pass/lib/level-columns.ts": [
        "levelColumns",
        "levelMarker",
      ],
      "./battle-pass/lib/reward-card-props.ts": [
        "rewardCardLabel",
        "rewardCardView",
        "rewardImagePath",
      ],
      "./battle-pass/lib/reward-claims.ts": [
        "claimableRewardCount",
        "withClaims",
      ],
      "./battle-pass/lib/scroll-to-level-search.ts": [
        "validateScrollToLevelSearch",
        "withoutScrollToLevel",
      ],
      "./battle-pass/lib/special-mission-blocker.ts": [
        "specialMissionBlocker",
      ],
      "./battle-pass/lib/track-data.ts": [],
      "./battle-pass/lib/track-scroll.ts": [
        "keyScrollLeft",
        "pageScrollLeft",
        "trackEdges",
        "trackScrollBehavior",
        "wheelScrollLeft",
      ],
      "./battle-pass/loading-bar.tsx": [
        "LoadingBar",
      ],
      "./battle-pass/off-season-banner.tsx": [
        "OffSeasonBanner",
      ],
      "./battle-pass/premium-pass-card.tsx": [
        "PremiumPassCard",
      ],
      "./battle-pass/reward-card.tsx": [
        "RewardCard",
        "rewardQuantityText",
      ],
      "./battle-pass/special-mission-overlay.tsx": [
        "SpecialMissionOverlay",
      ],
      "./battle-pass/track-navigation.tsx": [
        "default",
      ],
      "./feedback/toast-host.tsx": [
        "ToastHost",
      ],
      "./feedback/toast-store.ts": [
        "showToast",
        "toastStore",
      ],
      "./forms/form-error.tsx": [
        "FormError",
      ],
      "./forms/password-checklist.tsx": [
        "PasswordChecklist",
      ],
      "./forms/text-area-field.tsx": [
        "TextAreaField",
      ],
      "./forms/text-field.tsx": [
        "TextField",
      ],
      "./i18n/alerts-text.ts": [
        "alertsText",
        "useAlertsText",
      ],
      "./i18n/auth-text.ts": [
        "authText",
        "useAuthText",
      ],
      "./i18n/define-catalogue.ts": [
        "TEXT_FORMATS",
        "defineCatalogue",
        "englishTexts",
      ],
      "./i18n/drawer-text.ts": [
        "drawerText",
        "useDrawerText",
      ],
      "./i18n/en/account.ts": [
        "account",
      ],
      "./i18n/en/alerts.ts": [
        "alerts",
      ],
      "./i18n/en/auth.ts": [
        "auth",
      ],
      "./i18n/en/battle-pass.ts": [
        "battlePass",
      ],
      "./i18n/en/common.ts": [
        "common",
      ],
      "./i18n/en/drawer.ts": [
        "drawer",
      ],
      "./i18n/en/items.ts": [
        "items",
      ],
      "./i18n/en/launchpad.ts": [
        "launchpad",
      ],
      "./i18n/en/missions.ts": [
        "missions",
      ],
      "./i18n/en/payments.ts": [
        "payments",
      ],
      "./i18n/en/profile-rewards.ts": [
        "profileRewards",
      ],
      "./i18n/en/progression.ts": [
        "progression",
      ],
      "./i18n/en/purchase.ts": [
        "booster",
        "currency",
        "purchase",
      ],
      "./i18n/en/recovery.ts": [
        "recovery",
      ],
      "./i18n/en/reward-names.ts": [
        "rewardName",
      ],
      "./i18n/en/rewards.ts": [
        "referrals",
        "rewards",
        "wallets",
      ],
      "./i18n/en/wall-notices.ts": [
        "wallNotices",
      ],
      "./i18n/en/wall.ts": [
        "wall",
      ],
      "./i18n/intl-format.ts": [
        "formatDate",
        "formatNumber",
      ],
      "./i18n/launchpad-text.ts": [
        "launchpadText",
        "useLaunchpadText",
      ],
      "./i18n/missing-text.ts": [
        "missingText",
      ],
      "./i18n/missions-text.ts": [
        "missionsText",
        "useMissionsText",
      ],
      "./i18n/payments-text.ts": [
        "paymentsText",
        "usePaymentsText",
      ],
      "./i18n/product-words.ts": [
        "boosterText",
        "currencyText",
        "playerInitialsText",
        "playerNameText",
        "rewardNameText",
      ],
      "./i18n/profile-rewards-text.ts": [
        "profileRewardsText",
        "useProfileRewardsText",
      ],
      "./i18n/progression-text.ts": [
        "progressionText",
        "useProgressionText",
      ],
      "./i18n/pseudo-language.ts": [
        "PSEUDO_END",
        "PSEUDO_LANGUAGE",
        "PSEUDO_START",
      ],
      "./i18n/pseudo-locale-check.ts": [
        "screenTexts",
        "untranslatedTexts",
      ],
      "./i18n/pseudo-locale.ts": [
        "PSEUDO_END",
        "PSEUDO_LANGUAGE",
        "PSEUDO_LENGTHENING",
        "PSEUDO_START",
        "loadPseudoLocale",
        "pseudoCatalogue",
        "pseudoLocalise",
        "pseudoLocaliseCompiled",
      ],
      "./i18n/referrals-text.ts": [
        "referralsText",
        "useReferralsText",
      ],
      "./i18n/rewards-text.ts": [
        "rewardsText",
        "useRewardsText",
      ],
      "./i18n/text-instance.ts": [
        "TEXT_LANGUAGES",
        "deriveLanguage",
        "loadEnglishCatalogue",
        "textInstance",
      ],
      "./i18n/text-language.ts": [
        "TEXT_LANGUAGE_PARAM",
        "TEXT_LANGUAGE_STORAGE_KEY",
        "chooseTextLanguage",
        "setTextLanguage",
        "startTexts",
      ],
      "./i18n/ui-text.ts": [
        "UI_ENGLISH",
        "uiText",
        "useUiText",
      ],
      "./i18n/wall-notices-text.ts": [
        "useWallNoticesText",
        "wallNoticesText",
      ],
      "./i18n/wall-text.ts": [
        "useWallText",
        "wallText",
      ],
      "./i18n/wallets-text.ts": [
        "useWalletsText",
        "walletsText",
      ],
      "./launchpad/collection-header.tsx": [
        "CollectionHeader",
      ],
      "./launchpad/collection-missions.tsx": [
        "CollectionMissions",
      ],
      "./launchpad/countdown-clock.tsx": [
        "CountdownClock",
        "countdownText",
      ],
      "./launchpad/mint-banner.tsx": [
        "MintBanner",
      ],
      "./launchpad/reservation-card.tsx": [
        "ReservationCard",
      ],
      "./launchpad/reservation-success-modal.tsx": [
        "ReservationSuccessModal",
      ],
      "./launchpad/supply-bar.tsx": [
        "SupplyBar",
      ],
      "./missions/challenge-card.tsx": [
        "ChallengeCard",
      ],
      "./missions/mission-row.tsx": [
        "MissionRow",
      ],
      "./missions/missions-panel.tsx": [
        "MissionsPanel",
      ],
      "./modal-queue/modal-host.tsx": [
        "ModalHost",
      ],
      "./modal-queue/modal-queue-store.ts": [
        "createModalQueueStore",
        "modalQueueStore",
        "selectCurrentModal",
        "useModalQueue",
      ],
      "./payments/card-payment-modal.tsx": [
        "CardPaymentModal",
        "usdPriceLabel",
      ],
      "./payments/connect-wallet-button.tsx": [
        "ConnectWalletButton",
      ],
      "./payments/crypto-payment-progress-modal.tsx": [
        "CryptoPaymentProgressModal",
      ],
      "./payments/payment-texts.ts": [
        "paymentText",
      ],
      "./payments/wallet-selection-modal.tsx": [
        "WalletSelectionModal",
      ],
      "./primitives/button.tsx": [
        "Button",
      ],
      "./primitives/dialog.tsx": [
        "Dialog",
        "DialogClose",
      ],
      "./primitives/drawer.tsx": [
        "Drawer",
      ],
      "./primitives/icons.tsx": [
        "BellIcon",
        "BoltIcon",
        "CheckIcon",
        "CloseIcon",
        "LockIcon",
        "ShareIcon",
        "SpinnerIcon",
      ],
      "./primitives/popover.tsx": [
        "Popover",
      ],
      "./primitives/toast.tsx": [
        "Toast",
      ],
      "./primitives/tooltip.tsx": [
        "Tooltip",
      ],
      "./primitives/use-reduced-motion.ts": [
        "REDUCED_MOTION_QUERY",
        "prefersReducedMotion",
        "useReducedMotion",
      ],
      "./profile-rewards/badge-golds-panel.tsx": [
        "BadgeGoldsPanel",
      ],
      "./profile-rewards/chest-odds-dialog.tsx": [
        "ChestOddsDialog",
        "probabilityText",
      ],
      "./profile-rewards/chest-verification.tsx": [
        "ChestVerification",
      ],
      "./profile-rewards/redeemable-code-card.tsx": [
        "RedeemableCodeCard",
      ],
      "./profile-rewards/redeemable-code-list.tsx": [
        "RedeemableCodeList",
      ],
      "./profile-rewards/reward-campaigns-list.tsx": [
        "RewardCampaignsList",
      ],
      "./profile-rewards/reward-history-labels.ts": [
        "rewardHistoryTypeLabel",
      ],
      "./profile-rewards/reward-history-list.tsx": [
        "RewardHistoryList",
      ],
      "./profile-rewards/snowflakes-tutorial-modal.tsx": [
        "SnowflakesTutorialModal",
      ],
      "./progression/battle-pass-toasts.tsx": [
        "BattlePassToasts",
      ],
      "./progression/battle-pass-widget.tsx": [
        "BattlePassWidget",
      ],
      "./progression/booster-activated-modal.tsx": [
        "BoosterActivatedModal",
      ],
      "./progression/buy-booster-modal.tsx": [
        "BuyBoosterModal",
      ],
      "./progression/buy-premium-modal.tsx": [
        "BuyPremiumModal",
      ],
      "./progression/check-your-items-modal.tsx": [
        "CheckYourItemsModal",
      ],
      "./progression/choice-group.tsx": [
        "ChoiceGroup",
      ],
      "./progression/drawer-widgets/level-up-reward-widget.tsx": [
        "LevelUpRewardWidget",
      ],
      "./progression/drawer-widgets/missions-status-widget.tsx": [
        "MissionsStatusWidget",
      ],
      "./progression/drawer-widgets/pass-status-widget.tsx": [
        "PassStatusWidget",
      ],
      "./progression/drawer-widgets/premium-pass-promo-widget.tsx": [
        "PremiumPassPromoWidget",
      ],
      "./progression/drawer-widgets/widget-card.tsx": [
        "DrawerWidgetCard",
      ],
      "./progression/drawer-widgets/xp-boost-promo-widget.tsx": [
        "XpBoostPromoWidget",
      ],
      "./progression/drawer-widgets/xp-boost-status-widget.tsx": [
        "XpBoostStatusWidget",
        "boosterMinutesLeft",
      ],
      "./progression/hooks/use-battle-pass-toast.ts": [
        "useBattlePassToast",
      ],
      "./progression/hooks/use-now.ts": [
        "startClocksAt",
        "useNow",
        "useOpenedAt",
      ],
      "./progression/hooks/use-xp-gain-popup.ts": [
        "useXpGainPopup",
      ],
      "./progression/level-ring.tsx": [
        "LevelRing",
      ],
      "./progression/lib/drawer-store.ts": [
        "drawerStore",
        "useDrawerOpen",
      ],
      "./progression/lib/notification-update-state.ts": [
        "notificationUpdateState",
      ],
      "./progression/lib/pending-notifications.ts": [
        "pendingNotifications",
      ],
      "./progression/lib/shop-price.ts": [
        "canAfford",
        "coinPrices",
        "isCoinPrice",
        "notEnoughLabel",
        "priceLabel",
      ],
      "./progression/lib/toast-content.ts": [
        "toastContent",
      ],
      "./progression/lib/toast-controller.ts": [
        "createToastController",
      ],
      "./progression/lib/xp-popup-controller.ts": [
        "createXpPopupController",
      ],
      "./progression/not-enough-balance-modal.tsx": [
        "NotEnoughBalanceModal",
      ],
      "./progression/notification-drawer.tsx": [
        "NotificationDrawer",
      ],
      "./progression/notification-toast.tsx": [
        "BattlePassToast",
      ],
      "./progression/player-balance.tsx": [
        "PlayerBalance",
      ],
      "./progression/premium-activated-modal.tsx": [
        "PremiumActivatedModal",
      ],
      "./progression/terms-checkbox.tsx": [
        "TermsCheckbox",
      ],
      "./progression/view-reward-item-modal.tsx": [
        "ViewRewardItemModal",
      ],
      "./progression/xp-gain-popup.tsx": [
        "XpGainPopup",
      ],
      "./recovery/app-error-boundary.tsx": [
        "AppErrorBoundary",
      ],
      "./recovery/error-page.tsx": [
        "ErrorPage",
      ],
      "./recovery/failed-import.ts": [
        "isFailedImport",
      ],
      "./recovery/reload-once.ts": [
        "RELOADED_FOR_PREFIX",
        "reloadOnceForFailedImport",
      ],
      "./recovery/use-page-recovery.ts": [
        "usePageRecovery",
      ],
      "./referrals/referral-promotion-modal.tsx": [
        "ReferralPromotionModal",
      ],
      "./rewards/chest-animation.ts": [
        "CHEST_ANIMATION_TYPES",
        "REVEAL_DELAY_MS",
        "START_DELAY_MS",
        "VIDEO_LOAD_TIMEOUT_MS",
        "advance",
        "currentStep",
        "isLooping",
        "isRevealed",
        "startAnimation",
      ],
      "./rewards/chest-types.ts": [
        "SUPPORTED_CHEST_TYPES",
        "chestClipUrl",
        "chestTypeOf",
      ],
      "./rewards/redeemable-codes-modal.tsx": [
        "RedeemableCodesModal",
        "redeemableCodesOf",
      ],
      "./rewards/reward-collection-modal.tsx": [
        "RewardCollectionModal",
      ],
      "./rewards/reward-share-button.tsx": [
        "RewardShareButton",
        "browserShareChannels",
      ],
      "./rewards/use-chest-animation.ts": [
        "useChestAnimation",
      ],
      "./shop/shop-item-card.tsx": [
        "ShopItemCard",
      ],
      "./ssr/draw-page.tsx": [
        "drawPage",
      ],
      "./ssr/hydrated.tsx": [
        "Hydrated",
      ],
      "./ssr/render-html.ts": [
        "renderHtml",
      ],
      "./ssr/server-rendered.ts": [
        "SERVER_RENDERED_ELEMENT_ID",
        "readServerRendered",
        "sentWithThePage",
        "serverRenderedScript",
      ],
      "./wall/asset-data.ts": [
        "assetData",
        "link",
        "nested",
        "num",
        "safeUrl",
        "text",
      ],
      "./wall/assets/attachment-asset.tsx": [
        "AttachmentAsset",
        "attachmentAssetProps",
      ],
      "./wall/assets/link-card-asset.tsx": [
        "LinkCardAsset",
        "linkCardAssetProps",
      ],
      "./wall/assets/media-asset.tsx": [
        "MediaAsset",
        "mediaAssetProps",
      ],
      "./wall/assets/message-assets.tsx": [
        "AuthorAsset",
        "ComponentAsset",
        "QuotedMessageAsset",
        "ThreadAsset",
        "authorAssetProps",
        "componentAssetProps",
        "referencedMessageAssetProps",
        "retweetAssetProps",
        "threadAssetProps",
      ],
      "./wall/assets/source-link-asset.tsx": [
        "SourceLinkAsset",
        "sourceLinkAssetProps",
      ],
      "./wall/assets/twitter-space-asset.tsx": [
        "TwitterSpaceAsset",
        "twitterSpaceAssetProps",
      ],
      "./wall/autoplay-carousel.tsx": [
        "AutoplayCarousel",
        "CAROUSEL_AUTOPLAY_MS",
      ],
      "./wall/chest-odds-list.tsx": [
        "ChestOddsList",
        "amountRange",
        "oddsPercent",
      ],
      "./wall/daily-chest-card.tsx": [
        "DailyChestCard",
      ],
      "./wall/daily-chest-status.tsx": [
        "DailyChestStatus",
        "nextChestClock",
        "rarityName",
      ],
      "./wall/daily-rewards-pool.tsx": [
        "DailyRewardsPool",
      ],
      "./wall/how-daily-rewards-work.tsx": [
        "HOW_DAILY_REWARDS_WORK_SLIDES",
        "HowDailyRewardsWork",
      ],
      "./wall/legendary-chest-card.tsx": [
        "LegendaryChestCard",
      ],
      "./wall/like-button.tsx": [
        "LikeButton",
      ],
      "./wall/live-mint-slide.tsx": [
        "LiveMintSlide",
      ],
      "./wall/modals/buy-legendary-chest-modal.tsx": [
        "BuyLegendaryChestModal",
      ],
      "./wall/modals/first-playpoints-modal.tsx": [
        "FirstPlaypointsModal",
      ],
      "./wall/modals/legendary-chest-info-modal.tsx": [
        "LegendaryChestInfoModal",
      ],
      "./wall/modals/notice-modal.tsx": [
        "LEGENDARY_CHEST_DISABLED_TEXT",
        "NoticeModal",
      ],
      "./wall/modals/premium-chest-modal.tsx": [
        "PREMIUM_CHEST_LINKS",
        "PremiumChestModal",
      ],
      "./wall/modals/weekly-gold-bonus-modal.tsx": [
        "WeeklyGoldBonusModal",
      ],
      "./wall/wall-post-asset.tsx": [
        "WallPostAsset",
      ],
      "./wall/wall-post-card.tsx": [
        "WallPostCard",
        "postedAgo",
      ],
      "./wall/wall-source.tsx": [
        "WallSourceIcon",
      ],
      "./wallets/confirm-wallet-modal.tsx": [
        "ConfirmWalletModal",
      ],
      "./wallets/wallet-list.tsx": [
        "WalletList",
      ],
    }
  `);
});

it('exports every .ts module by name, since the "./*" entry maps to .tsx files only', () => {
  const tsModules = Object.keys(modules)
    .filter((path) => path.endsWith('.ts'))
    .map((path) => path.replace(/^\.\/(.*)\.ts$/, './$1'));
  const exported = Object.entries(packageJson.exports)
    // vite/compile-texts is build-time code for the apps' Vite configs, not a module of src.
    .filter(
      (exported): exported is [string, string] =>
        typeof exported[1] === 'string' && exported[1].endsWith('.ts'),
    )
    .map(([entry, target]) => [entry, target.replace(/^\.\/src\/(.*)\.ts$/, './$1')]);
  expect(exported.map(([entry]) => entry).sort()).toEqual(tsModules.sort());
  expect(exported.every(([entry, module]) => entry === module)).toBe(true);
});
