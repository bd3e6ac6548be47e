import { missionsText } from '../missions-text.ts';
// spec 2 §7 Sharing: the social card of a collected challenge reward is rendered by our server from
// the base64 of the user challenge id; the share opens a social post intent with the card's link
// (spec 1 §7 share intent; spec 1 §9 share hashtag {product}Airdrop).

/** The card image of a collected user challenge: /share/challenges/{base64 id}.png on the API host. */
export function shareCardUrl(apiOrigin: string, userChallengeId: string): string {
  return `${apiOrigin}/share/challenges/${encodeURIComponent(btoa(userChallengeId))}.png`;
}

/** The social post intent: text, the card link and the product's hashtag. */
export function shareIntentUrl({
  productName,
  rewardsText,
  cardUrl,
}: {
  productName: string;
  rewardsText: string;
  cardUrl: string;
}): string {
  const intent = new URL('https://twitter.com/intent/tweet');
  intent.searchParams.set(
    'text',
    missionsText('shareText', { rewards: rewardsText, product: productName }),
  );
  intent.searchParams.set('url', cardUrl);
  intent.searchParams.set('hashtags', `${productName.replace(/\s+/g, '')}Airdrop`);
  return intent.toString();
}
