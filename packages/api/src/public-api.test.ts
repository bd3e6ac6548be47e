import { expect, it } from 'vitest';
import * as accounts from './accounts.ts';
import * as battlePass from './battle-pass.ts';
import * as challenges from './challenges.ts';
import * as chestsInventory from './chests-inventory.ts';
import * as client from './client.ts';
import * as connectedAccounts from './connected-accounts.ts';
import * as errors from './errors.ts';
import * as idempotency from './idempotency.ts';
import * as launchpad from './launchpad.ts';
import * as launchpadPlayer from './launchpad-player.ts';
import * as mints from './mints.ts';
import * as notifications from './notifications.ts';
import * as overloadRetry from './overload-retry.ts';
import * as payments from './payments.ts';
import * as profilePicture from './profile-picture.ts';
import * as progression from './progression.ts';
import * as publisher from './publisher.ts';
import * as purchases from './purchases.ts';
import * as queryRetry from './query-retry.ts';
import * as referralInvite from './referral-invite.ts';
import * as rewards from './rewards.ts';
import * as shedAnswer from './shed-answer.ts';
import * as shop from './shop.ts';
import * as site from './site.ts';
import * as subscriptions from './subscriptions.ts';
import * as wall from './wall.ts';
import * as wallPlayer from './wall-player.ts';
import * as wallets from './wallets.ts';

// Locks the public API of the published package (CONVENTIONS.md "Libraries").
it('exports the same names', () => {
  const names = Object.fromEntries(
    Object.entries({
      accounts,
      battlePass,
      challenges,
      chestsInventory,
      client,
      connectedAccounts,
      errors,
      idempotency,
      launchpad,
      launchpadPlayer,
      mints,
      notifications,
      overloadRetry,
      payments,
      profilePicture,
      progression,
      publisher,
      purchases,
      queryRetry,
      referralInvite,
      rewards,
      shedAnswer,
      shop,
      site,
      subscriptions,
      wall,
      wallPlayer,
      wallets,
    }).map(([module, exports]) => [module, Object.keys(exports).sort()]),
  );
  expect(names).toMatchInlineSnapshot(`
    {
      "accounts": [
        "AVATAR_UPLOAD_PATH",
        "AuthProvidersDocument",
        "CAPTCHA_HEADER",
        "ChangePasswordDocument",
        "ClaimSsoUpgradeRewardDocument",
        "MeDocument",
        "RefreshSessionDocument",
        "RequestEmailCodeDocument",
        "SignInWithEmailDocument",
        "SignOutDocument",
        "SignUpWithEmailDocument",
        "UpdateEmailDocument",
        "UpdateProfileDocument",
        "UpsertUserFlagsDocument",
        "UserByIdDocument",
        "VerifyEmailCodeDocument",
        "accountKeys",
        "authProvidersQueryOptions",
        "bearerHeaders",
        "meQueryOptions",
      ],
      "battlePass": [
        "BattlePassPageDocument",
        "ItemDocument",
        "battlePassKeys",
        "battlePassPageQueryOptions",
        "itemQueryOptions",
      ],
      "challenges": [
        "UserMissionChangedDocument",
        "adventCalendarQueryOptions",
        "batchCollectChallengeRewardsMutationOptions",
        "cancelChallengeMutationOptions",
        "challengeKeys",
        "collectChallengeRewardMutationOptions",
        "collectMissionRewardMutationOptions",
        "enrollChallengeMutationOptions",
        "invalidateChallenges",
        "invalidateMissionProgress",
        "missionsPanelQueryOptions",
        "pendingChallengeRewardsQueryOptions",
        "startChallengeMutationOptions",
        "startMissionMutationOptions",
      ],
      "chestsInventory": [
        "CHEST_OPENINGS_LIMIT",
        "CHEST_SEED_PERIODS_LIMIT",
        "chestInventoryKeys",
        "chestOddsQueryOptions",
        "chestSeedPeriodsQueryOptions",
        "myChestOpeningsQueryOptions",
        "openChestMutationOptions",
      ],
      "client": [
        "CSRF_HEADER",
        "createApiClient",
        "publicClient",
      ],
      "connectedAccounts": [
        "connectedAccountKeys",
        "disconnectSocialAccountMutationOptions",
        "myConnectedAccountsQueryOptions",
      ],
      "errors": [
        "REQUEST_ID_HEADER",
        "apiCaptchaRequired",
        "apiError",
        "apiErrorCode",
        "apiErrorMessage",
        "apiRetryAfterSeconds",
      ],
      "idempotency": [
        "IDEMPOTENCY_KEY_HEADER",
        "IDEMPOTENT_RETRIES",
        "KEY_IN_USE_CODE",
        "createActionKeys",
        "idempotencyHeaders",
        "isRetryableWithKey",
        "newIdempotencyKey",
        "retryDelay",
        "retryWithSameKey",
        "withRetriesOfKey",
      ],
      "launchpad": [
        "featuredCollectionsQueryOptions",
        "launchpadCollectionQueryOptions",
        "launchpadKeys",
      ],
      "launchpadPlayer": [
        "MINT_NOT_CONFIRMED_MESSAGE",
        "collectionHoldingsQueryOptions",
        "confirmMintMutationOptions",
        "launchpadPlayerKeys",
        "mintReservationMutationOptions",
        "reserveCollectionMutationOptions",
        "userMintedAssetsQueryOptions",
        "userReservationsQueryOptions",
      ],
      "mints": [
        "FreeMintsDocument",
        "freeMintsQueryOptions",
        "mintKeys",
      ],
      "notifications": [
        "BATTLE_PASS_NOTIFICATION_TYPES",
        "MarkNotificationsCompletedDocument",
        "MarkNotificationsReadDocument",
        "UserBalanceChangedDocument",
        "UserNotificationChangedDocument",
        "UserNotificationsDocument",
        "applyNotificationChanges",
        "markNotificationsCompletedMutationOptions",
        "markNotificationsReadMutationOptions",
        "mergeNotifications",
        "notificationKeys",
        "userNotificationsQueryOptions",
      ],
      "overloadRetry": [
        "DEFAULT_RETRY_AFTER_MS",
        "OVERLOAD_RETRY_BUDGET_MS",
        "RETRY_JITTER",
        "overloadRetryDelay",
        "withOverloadRetry",
      ],
      "payments": [
        "PAYMENT_SETTINGS_STALE_MS",
        "PaymentSettingsDocument",
        "PurchaseFailedError",
        "SubmitCryptoTransactionHashDocument",
        "UserItemTransactionStatusDocument",
        "paymentKeys",
        "paymentSettingsQueryOptions",
        "purchaseShopItem",
        "readTransactionStatus",
        "submitCryptoTransactionHash",
        "waitForPurchase",
      ],
      "profilePicture": [
        "ProfilePicPathDocument",
        "readProfilePicPath",
      ],
      "progression": [
        "BattlePassLevelsDocument",
        "BattlePassSettingsDocument",
        "BypassSpecialMissionDocument",
        "ClaimBattlePassRewardDocument",
        "ClaimBattlePassRewardsDocument",
        "DailyMissionsDocument",
        "UserBattlePassStateDocument",
        "UserItemLogsDocument",
        "UserItemTransactionDocument",
        "UserItemsDocument",
        "battlePassLevelsQueryOptions",
        "battlePassSettingsQueryOptions",
        "bypassSpecialMissionMutationOptions",
        "claimBattlePassRewardMutationOptions",
        "claimBattlePassRewardsMutationOptions",
        "claimLevelUpTracks",
        "dailyMissionsQueryOptions",
        "invalidateProgression",
        "progressionKeys",
        "userBattlePassStateQueryOptions",
        "userItemsQueryOptions",
        "withPlayerLevels",
      ],
      "publisher": [
        "createStudioKeyMutationOptions",
        "publisherKeys",
        "publisherStudioQueryOptions",
        "publisherStudiosQueryOptions",
        "revokeStudioKeyMutationOptions",
        "sendStudioTestEventMutationOptions",
        "studioEventsQueryOptions",
      ],
      "purchases": [
        "PurchaseShopItemDocument",
        "purchaseShopItemMutationOptions",
      ],
      "queryRetry": [
        "QUERY_RETRIES",
        "retryFailedQuery",
      ],
      "referralInvite": [
        "referralCodeExistsQueryOptions",
        "referralInviteKeys",
      ],
      "rewards": [
        "REDEEMABLE_CODES_PAGE_SIZE",
        "REWARD_HISTORY_PAGE_SIZE",
        "claimBadgeGoldsMutationOptions",
        "claimableBadgeGoldsQueryOptions",
        "invalidateRewards",
        "myRedeemableCodesInfiniteQueryOptions",
        "redeemableCodeQueryOptions",
        "rewardCampaignsQueryOptions",
        "rewardHistoryInfiniteQueryOptions",
        "rewardKeys",
      ],
      "shedAnswer": [
        "SERVER_OVERLOADED",
        "isShedAnswer",
        "retryAfterMs",
      ],
      "shop": [
        "SHOP_CACHE_MS",
        "ShopItemsDocument",
        "shopItemsQueryOptions",
        "shopKeys",
      ],
      "site": [
        "CmsMenuDocument",
        "FeatureFlagsDocument",
        "cmsMenuQueryOptions",
        "featureFlagsQueryOptions",
        "siteKeys",
      ],
      "subscriptions": [
        "createSubscriptionClient",
        "defaultReconnectDelayMs",
      ],
      "wall": [
        "LEGENDARY_CHEST_TYPE",
        "WALL_PAGE_SIZE",
        "chestOddsQueryOptions",
        "dailyRewardsPoolQueryOptions",
        "legendaryChestPriceQueryOptions",
        "wallKeys",
        "wallPostsInfiniteQueryOptions",
        "withPostLike",
      ],
      "wallPlayer": [
        "buyLegendaryChestMutationOptions",
        "claimWeeklyGoldMutationOptions",
        "dailyChestQueryOptions",
        "likeWallPostMutationOptions",
        "openDailyChestMutationOptions",
        "searchDailyChestMutationOptions",
        "wallPlayerKeys",
        "weeklyClaimableGoldQueryOptions",
      ],
      "wallets": [
        "connectWalletMutationOptions",
        "myWalletsQueryOptions",
        "requestWalletChallenge",
        "signInWithWallet",
        "walletKeys",
      ],
    }
  `);
});
