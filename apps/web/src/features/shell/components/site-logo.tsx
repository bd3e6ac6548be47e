import { Link } from '@tanstack/react-router';
import { env } from '#env.ts';

const logoClasses =
  'flex items-center gap-2 rounded-md text-xl font-black tracking-tight focus-visible:outline-2 focus-visible:outline-accent';

function SiteLogoMark() {
  return (
    <>
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-brand text-base text-brand-contrast"
      >
        {env.productName.slice(0, 1)}
      </span>
      {env.productName}
    </>
  );
}

/** The product's name as the logo; it always leads home (spec 1 §2 Routes). */
export function SiteLogo() {
  return (
    <Link to="/" activeOptions={{ exact: true }} className={logoClasses}>
      <SiteLogoMark />
    </Link>
  );
}

/** The same logo where there is no router (the app's last-resort error page): a page load home. */
export function SiteLogoWithoutRouter() {
  return (
    <a href="/" className={logoClasses}>
      <SiteLogoMark />
    </a>
  );
}
