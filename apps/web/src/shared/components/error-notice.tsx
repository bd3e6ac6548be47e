import { useSharedText } from '../shared-text.ts';

export type ErrorNoticeProps = {
  message: string;
  /** Offers a "Try again" button when given. */
  onRetry?: () => void;
};

/** A failed load, said plainly, with a way to try again. */
export function ErrorNotice({ message, onRetry }: ErrorNoticeProps) {
  const t = useSharedText();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-4 rounded-xl border border-danger/40 bg-danger/10 p-4"
    >
      <p>{message}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="font-semibold text-ink underline underline-offset-4 hover:text-accent"
        >
          {t('errorNotice.retry')}
        </button>
      ) : null}
    </div>
  );
}
