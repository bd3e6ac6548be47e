// spec 1 §2 Routes /media/ (exempt from the legacy-host announcement). No route loader: loaders stay
// in the first load's route tree (see shop.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { MediaIndex } from '#features/cms/components/media-index.tsx';

export const Route = createFileRoute('/media/')({ component: MediaIndex });
