// spec 1 §2 Routes /media/ (exempt from the legacy-host announcement).
import { createFileRoute } from '@tanstack/react-router';
import { cmsPagesQueryOptions } from '@levelup/api/cms-pages';
import { MediaIndex } from '#features/cms/components/media-index.tsx';

export const Route = createFileRoute('/media/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(cmsPagesQueryOptions(context.api, 'media')),
  component: MediaIndex,
});
