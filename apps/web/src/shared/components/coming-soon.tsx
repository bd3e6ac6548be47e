import { Link } from '@tanstack/react-router';

export type ComingSoonProps = {
  /** The page's title, shown as its heading. */
  title: string;
  /** One honest sentence about what the page will hold. */
  description: string;
};

/** A page that is not built yet says so plainly, with no made-up content. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <section className="mx-auto flex max-w-secondary flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <p className="text-sm font-bold tracking-widest text-accent uppercase">Coming soon</p>
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="max-w-prose text-lg text-ink-muted">{description}</p>
      <Link to="/" className="font-semibold text-brand underline-offset-4 hover:underline">
        Back to home
      </Link>
    </section>
  );
}
