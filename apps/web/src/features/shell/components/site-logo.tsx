import { Link } from '@tanstack/react-router';
import { env } from '#env.ts';

/** The product's name as the logo; it always leads home (spec 1 §2 Routes). */
export function SiteLogo() {
  return (
    <Link
      to="/"
      activeOptions={{ exact: true }}
      className="flex items-center gap-2 rounded-md text-xl font-black tracking-tight focus-visible:outline-2 focus-visible:outline-accent"
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-brand text-base text-brand-contrast"
      >
        {env.productName.slice(0, 1)}
      </span>
      {env.productName}
    </Link>
  );
}
