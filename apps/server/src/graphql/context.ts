// The per-request GraphQL context: the services, who is asking (from the Authorization: Bearer access
// token), and what the request carries that resolvers need (client IP, captcha token, refresh cookie).
import type { CaptchaGuard } from '#captcha/captcha-guard.ts';
import type { MailDispatcher } from '#mail/mailer.ts';
import type { AccountsService } from '#modules/accounts/service.ts';
import type { AuthProviderRegistry } from '#modules/accounts/auth-providers.ts';
import type { ProfileService } from '#modules/accounts/profile-service.ts';
import type { SessionCookies, Sessions } from '#modules/accounts/sessions.ts';
import type { ChallengesService } from '#modules/challenges/service.ts';
import type { ChestsService } from '#modules/chests/service.ts';
import type { GameProgressService } from '#modules/game-progress/service.ts';
import type { IdempotencyKeys } from '#modules/idempotency/service.ts';
import type { MintsService } from '#modules/mints/service.ts';
import type { NotificationsService } from '#modules/notifications/service.ts';
import type { PaymentsService } from '#modules/payments/service.ts';
import type { ProgressionService } from '#modules/progression/service.ts';
import type { PublisherService } from '#modules/publisher/service.ts';
import type { ReferralsService } from '#modules/referrals/service.ts';
import type { RewardsService } from '#modules/rewards/service.ts';
import type { SeasonService } from '#modules/season/service.ts';
import type { ShopService } from '#modules/shop/service.ts';
import type { SiteService } from '#modules/site/service.ts';
import type { AuthRateLimits } from '#rate-limit/auth-limits.ts';
import type { PlayerEvents } from '#realtime/player-events.ts';
import type { Storage } from '#storage/storage.ts';
import type { LaunchpadService } from '#modules/launchpad/service.ts';
import type { WallService } from '#modules/wall/service.ts';
import type { ConnectedAccounts } from '#modules/third-party-auth/connected-accounts.ts';
import type { WalletsService } from '#modules/wallets/service.ts';
import type { StaffAccess } from '#modules/ops/access.ts';
import type { StaffService } from '#modules/ops/staff-service.ts';
import type { ConsoleService } from '#modules/ops/console-service.ts';

export type Services = {
  season: SeasonService;
  shop: ShopService;
  site: SiteService;
  mints: MintsService;
  sessions: Sessions;
  authProviders: AuthProviderRegistry;
  accounts: AccountsService;
  profile: ProfileService;
  captcha: CaptchaGuard;
  authRateLimits: AuthRateLimits;
  mail: MailDispatcher;
  storage: Storage;
  /** Live events of players (notifications, item logs, transactions) for subscriptions. */
  events: PlayerEvents;
  /** The signed-in player's notifications and live streams (spec 1 §7). */
  notifications: NotificationsService;
  /** Battle pass progression: state, claims, boosters, purchases and operator tools (issue 4). */
  progression: ProgressionService;
  /** Challenges and missions of the signed-in player (issue 11). */
  challenges: ChallengesService;
  /** Chests, the daily chest, the legendary chest and verifiable rolls (issue 12). */
  chests: ChestsService;
  /** Reward history, campaigns, weekly and badge golds, redeemable codes (issue 12). */
  rewards: RewardsService;
  referrals: ReferralsService;
  /** Card and crypto purchases, the submitted crypto hash and the Stripe webhook (issue 5). */
  payments: PaymentsService;
  /** Idempotency-Key of value-moving mutations (issue 10). */
  idempotency: IdempotencyKeys;
  /** Signed game events from studios and the events waiting for a player (issue 11 §2). */
  gameProgress: GameProgressService;
  /** The Wall: feed, likes, posts from data files, the operator and the feed poller (issue 12). */
  wall: WallService;
  /** Launchpad collections, reservations and mints (issue 13). */
  launchpad: LaunchpadService;
  /** Wallets bound by a signed challenge, and signing in with a wallet (issue 13 Build 5). */
  wallets: WalletsService;
  /** The Publisher Dashboard: a studio's keys, events and missions, for its publisher users (issue 14). */
  publisher: PublisherService;
  /** The signed-in player's connected social accounts (issue 14 Build 2). */
  connectedAccounts: ConnectedAccounts;
  /** The operator console's role and second-factor check (issue 29). */
  staffAccess: StaffAccess;
  /** The operator console's player support, health, data files and switches (issue 29). */
  console: ConsoleService;
  /** The console's second factor, staff list and role changes (issue 29). */
  staff: StaffService;
};

/** What a resolver may pass on about the request (services never see HTTP itself). */
export type ClientRequest = {
  ip: string;
  /** The cf-turnstile-response header. */
  captchaToken: string | null;
  /** The x-device-id header (the web's FingerprintJS visitorId, sent on daily chest calls). */
  deviceId: string | null;
  /** The refresh token cookie. */
  refreshToken: string | null;
  cookies: SessionCookies;
};

export type GraphQLContext = {
  services: Services;
  /** The signed-in player's id, or null for a visitor. */
  viewerId: string | null;
  /** The session family of the access token, when signed in. */
  sessionFamilyId: string | null;
  /** A bearer token was sent but is expired, forged or signed out: the client should refresh. */
  viewerTokenInvalid: boolean;
  /** The signed-in player's state version, read with the session (player-answer-cache.ts). */
  viewerStateVersion: number | null;
  client: ClientRequest;
};
