import { createFileRoute, redirect } from '@tanstack/react-router';
import { consolePages } from '#app/viewer.ts';
import { SitePage } from '#features/site/components/site-page.tsx';

export const Route = createFileRoute('/_console/site')({
  beforeLoad: ({ context }) => {
    if (!consolePages(context.viewer).includes('site')) throw redirect({ to: '/' });
  },
  component: SitePage,
});
