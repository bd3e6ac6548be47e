// spec 2 §2 Wall sidebar: the live mints carousel, only when the flag is on and live collections exist;
// autoplay every 5000 ms (spec 2 §9). Its slides are the featured launchpad collections (spec 2 §7) that
// are live: their `status`, which the server computes with the domain rule collectionStatus (spec 2 §4)
// when it answers, so the Wall's first load does not carry the collection rules (150 KiB budget).
// Loaded lazily: the flag is off for most. Each slide links to the collection's page (spec 2 §2: /mints/{slug} only for a collection with a slug and a
// release date; else the /mints list).
import { useWallText } from '../wall-text.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { featuredCollectionsQueryOptions } from '@levelup/api/launchpad';
import { AutoplayCarousel } from '@levelup/ui/wall/autoplay-carousel';
import { LiveMintSlide } from '@levelup/ui/wall/live-mint-slide';
import { useApi } from '#shared/use-api.ts';
import { LiveMintsPlaceholder } from './live-mints-placeholder.tsx';

export default function LiveMintsCarousel() {
  const t = useWallText();
  const api = useApi();
  const featured = useQuery(featuredCollectionsQueryOptions(api));
  // Its space stays while the collections load (no layout shift); it closes only when none is live.
  if (featured.isPending) return <LiveMintsPlaceholder />;
  const live = (featured.data ?? []).filter((collection) => collection.status === 'LIVE');
  if (live.length === 0) return null;
  return (
    <AutoplayCarousel
      label={t('liveMints.label')}
      slides={live.map((collection) => ({
        key: collection.id,
        label: collection.name,
        content: (
          <LiveMintSlide
            name={collection.name}
            imagePath={collection.imagePath}
            renderLink={(className, label) => (
              <Link
                {...(collection.slug && collection.releasedAt
                  ? { to: '/mints/$slug', params: { slug: collection.slug } }
                  : { to: '/mints' })}
                className={className}
                aria-label={t('liveMints.link', { action: label, collectionName: collection.name })}
              >
                {label}
              </Link>
            )}
          />
        ),
      }))}
    />
  );
}
