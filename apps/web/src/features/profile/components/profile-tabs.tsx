// spec 1 §2 Routes: /profile/me/items (the items tab), /profile/me/codes; spec 2 §2: /profile/me/referrals,
// /profile/me/rewards.
import { Link } from '@tanstack/react-router';

const tabs = [
  { label: 'Overview', to: '/profile/me' },
  { label: 'Items', to: '/profile/me/items' },
  { label: 'Codes', to: '/profile/me/codes' },
  { label: 'Referrals', to: '/profile/me/referrals' },
  { label: 'My Rewards', to: '/profile/me/rewards' },
] as const;

/** The profile's sections as links; the current one is marked with aria-current. */
export function ProfileTabs() {
  return (
    <nav aria-label="Profile sections" className="overflow-x-auto border-b border-ink-muted/20">
      <ul className="flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              activeOptions={{ exact: true }}
              className="block border-b-2 border-transparent px-3 py-2 font-semibold whitespace-nowrap text-ink-muted hover:text-ink data-[status=active]:border-accent data-[status=active]:text-ink"
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
