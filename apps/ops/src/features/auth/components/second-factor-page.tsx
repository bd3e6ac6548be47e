// issue 29: /ops/second-factor: enrol when not enrolled, else prove the factor with a TOTP or a
// recovery code; then on to the console.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { isStaff, viewerKeys, viewerQueryOptions } from '#app/viewer.ts';
import { ErrorAlert } from '#shared/error-alert.tsx';
import { verifySecondFactor } from '../api/second-factor.ts';
import { CodeForm } from './code-form.tsx';
import { EnrolSecondFactor } from './enrol-second-factor.tsx';
import { StaffOnly } from './staff-only.tsx';

export function SecondFactorPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewer = useQuery(viewerQueryOptions());
  const toConsole = () => void navigate({ to: '/' });

  if (viewer.error) return <ErrorAlert error={viewer.error} />;
  if (!viewer.data) return <p role="status">Loading…</p>;
  if (!isStaff(viewer.data)) return <StaffOnly />;

  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 p-8">
      <h1 className="text-2xl font-bold">Second factor</h1>
      {viewer.data.secondFactorVerified ? (
        <p>
          This session proved it already.{' '}
          <Link to="/" className="text-accent underline">
            Go to the console
          </Link>
        </p>
      ) : viewer.data.secondFactorEnrolled ? (
        <CodeForm
          label="Code from your authenticator app"
          hint="or a recovery code"
          action="Verify"
          onCode={async (code) => {
            queryClient.setQueryData(viewerKeys.viewer, await verifySecondFactor(code));
            toConsole();
          }}
        />
      ) : (
        <EnrolSecondFactor onDone={toConsole} />
      )}
    </main>
  );
}
