import { apiErrorMessage } from '@levelup/api/errors';

/** The server's message of a failed call, read out when it appears. */
export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-danger/60 bg-danger/10 p-3 text-sm text-ink"
    >
      {apiErrorMessage(error)}
    </p>
  );
}
