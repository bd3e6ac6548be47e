import { useWallText } from '../wall-text.ts';
/** The Wall while the session or the player's page loads. */
export function WallLoading() {
  const t = useWallText();
  return (
    <div
      role="status"
      aria-label={t('loading')}
      className="mx-auto grid w-full max-w-page gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="h-96 animate-pulse rounded-xl bg-surface-raised motion-reduce:animate-none" />
      <div className="hidden h-96 animate-pulse rounded-xl bg-surface-raised motion-reduce:animate-none lg:block" />
    </div>
  );
}
