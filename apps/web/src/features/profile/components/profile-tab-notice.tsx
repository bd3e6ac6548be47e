export type ProfileTabNoticeProps = { title: string; description: string };

/** A profile tab that is not built yet says so plainly. */
export function ProfileTabNotice({ title, description }: ProfileTabNoticeProps) {
  return (
    <section aria-labelledby="profile-tab-title" className="flex flex-col gap-2 py-4">
      <p className="text-sm font-bold tracking-widest text-accent uppercase">Coming soon</p>
      <h2 id="profile-tab-title" className="text-2xl font-bold">
        {title}
      </h2>
      <p className="max-w-prose text-ink-muted">{description}</p>
    </section>
  );
}
