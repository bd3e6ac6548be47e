// spec 1 §2 Routes: /profile/me/items (the items tab), /profile/me/codes; spec 2 §2: /profile/me/referrals,
// /profile/me/rewards.
import { Link } from '@tanstack/react-router';
import { useProfileText } from '../profile-text.ts';

const tabs = [
  { name: 'overview', to: '/profile/me' },
  { name: 'items', to: '/profile/me/items' },
  { name: 'codes', to: '/profile/me/codes' },
  { name: 'referrals', to: '/profile/me/referrals' },
  { name: 'rewards', to: '/profile/me/rewards' },
] as const;

/** The profile's sections as links; the current one is marked with aria-current. */
export function ProfileTabs() {
  const t = useProfileText();
  return (
    <nav aria-label={t('tabs.label')} className="overflow-x-auto border-b border-ink-muted/20">
      <ul className="flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              activeOptions={{ exact: true }}
              className="block border-b-2 border-transparent px-3 py-2 font-semibold whitespace-nowrap text-ink-muted hover:text-ink data-[status=active]:border-accent data-[status=active]:text-ink"
            >
              {t(`tabs.${tab.name}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
