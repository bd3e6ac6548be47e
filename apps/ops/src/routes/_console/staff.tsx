import { createFileRoute, redirect } from '@tanstack/react-router';
import { consolePages } from '#app/viewer.ts';
import { StaffPage } from '#features/staff/components/staff-page.tsx';

export const Route = createFileRoute('/_console/staff')({
  beforeLoad: ({ context }) => {
    if (!consolePages(context.viewer).includes('staff')) throw redirect({ to: '/' });
  },
  component: StaffPage,
});
