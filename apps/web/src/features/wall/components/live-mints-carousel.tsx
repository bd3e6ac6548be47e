// spec 2 §2 Wall sidebar: the live mints carousel, only when the flag is on and live collections exist;
// autoplay every 5000 ms (spec 2 §9). Loaded lazily: the flag is off for most. Each slide links to the
// collection's page (spec 2 §2: /mints/{slug} only for a collection with a slug and a release date;
// the same rule as free-mint-view.ts freeMintPagePath, not imported so the carousel stays small).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { freeMintsQueryOptions } from '@levelup/api/mints';
import { AutoplayCarousel } from '@levelup/ui/wall/autoplay-carousel';
import { LiveMintSlide } from '@levelup/ui/wall/live-mint-slide';
import { useApi } from '#shared/use-api.ts';

export default function LiveMintsCarousel() {
  const api = useApi();
  const live = (useQuery(freeMintsQueryOptions(api)).data?.freeMints ?? []).filter(
    (mint) => mint.status === 'LIVE',
  );
  if (live.length === 0) return null;
  return (
    <AutoplayCarousel
      label="Live mints"
      slides={live.map((mint) => ({
        key: mint.id,
        label: mint.name,
        content: (
          <LiveMintSlide
            name={mint.name}
            imagePath={mint.imagePath}
            renderLink={(className, label) => (
              <Link
                {...(mint.slug && mint.releasedAt
                  ? { to: '/mints/$slug', params: { slug: mint.slug } }
                  : { to: '/mints' })}
                className={className}
                aria-label={`${label}: ${mint.name}`}
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
