import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '#features/audit/components/audit-page.tsx';

export const Route = createFileRoute('/_console/audit')({
  component: AuditPage,
});
