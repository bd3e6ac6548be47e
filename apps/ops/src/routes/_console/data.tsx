import { createFileRoute, redirect } from '@tanstack/react-router';
import { consolePages } from '#app/viewer.ts';
import { DataFileForm } from '#features/data-files/components/data-file-form.tsx';
import { DataFileHistory } from '#features/data-files/components/data-file-history.tsx';
import { PageHeading } from '#shared/page-heading.tsx';

export const Route = createFileRoute('/_console/data')({
  beforeLoad: ({ context }) => {
    if (!consolePages(context.viewer).includes('data')) throw redirect({ to: '/' });
  },
  component: () => (
    <>
      <PageHeading>Data files</PageHeading>
      <DataFileForm />
      <DataFileHistory />
    </>
  ),
});
