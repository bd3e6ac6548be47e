// spec 2 §2 Wall sidebar: the live mints carousel, only when the flag is on and live collections exist;
// autoplay every 5000 ms (spec 2 §9). Loaded lazily: the flag is off for most. Slides are the free
// mints' own cards.
import { useQuery } from '@tanstack/react-query';
import { freeMintsQueryOptions } from '@levelup/api/mints';
import { AutoplayCarousel } from '@levelup/ui/wall/autoplay-carousel';
import { FreeMintCard } from '#features/free-mints/components/free-mint-card.tsx';
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
        content: <FreeMintCard mint={mint} />,
      }))}
    />
  );
}
