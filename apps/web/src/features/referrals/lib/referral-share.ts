// The invite link and its share intent (issue 14 Build 1; spec 1 §7 "Outbound share link: a social
// post intent with text, the referral URL and hashtags ({product}Airdrop plus extras), optionally a via
// handle. The referral URL is /referrals/{referralCode} with utm_campaign=referral, utm_medium=twitter
// and utm_source"; spec 1 §9 share hashtag {product}Airdrop).
import { referralsText } from '../referrals-text.ts';

/** The player's invite link on this site: /referrals/{referralCode}. */
export function inviteLink(origin: string, referralCode: string): string {
  return new URL(`/referrals/${encodeURIComponent(referralCode)}`, origin).toString();
}

/** spec 1 §7 the referral URL of a share: the invite link with its utm parameters. */
export function referralShareUrl(origin: string, referralCode: string, utmSource: string): string {
  const url = new URL(inviteLink(origin, referralCode));
  url.searchParams.set('utm_campaign', 'referral');
  url.searchParams.set('utm_medium', 'twitter');
  url.searchParams.set('utm_source', utmSource);
  return url.toString();
}

/** Where our shares come from (utm_source). */
export const REFERRAL_UTM_SOURCE = 'referral-modal';
/** The hashtags after {product}Airdrop. */
export const REFERRAL_EXTRA_HASHTAGS = ['Gaming', 'Rewards'] as const;

export type ReferralShare = {
  productName: string;
  origin: string;
  referralCode: string;
  /** The account the post is "via" (without @); none by default. */
  via?: string | null;
};

/** The social post intent of a referral share (opened in a new tab). */
export function referralShareIntentUrl({
  productName,
  origin,
  referralCode,
  via,
}: ReferralShare): string {
  const intent = new URL('https://twitter.com/intent/tweet');
  intent.searchParams.set('text', referralsText('shareText', { product: productName }));
  intent.searchParams.set('url', referralShareUrl(origin, referralCode, REFERRAL_UTM_SOURCE));
  const product = productName.replace(/[^\p{L}\p{N}_]+/gu, '');
  intent.searchParams.set('hashtags', [`${product}Airdrop`, ...REFERRAL_EXTRA_HASHTAGS].join(','));
  if (via) intent.searchParams.set('via', via.replace(/^@/, ''));
  return intent.toString();
}
