import type { ReactElement } from 'react';
import { Drawer } from '@levelup/ui/primitives/drawer';
import type { SiteMenuItem } from '../lib/site-menu.ts';
import { MenuLink } from './menu-link.tsx';
import { MobileMenuSection } from './mobile-menu-section.tsx';
import { useShellText } from '../shell-text.ts';

export type MobileMenuDrawerProps = {
  menu: ReadonlyArray<SiteMenuItem>;
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
};

const linkClasses = (active: boolean) =>
  `flex items-center gap-2 rounded-md px-3 py-3 font-bold tracking-wide uppercase hover:bg-surface-raised ${active ? 'bg-brand/20 text-accent' : 'text-ink'}`;

/** The drawer of the menu below the xl breakpoint (spec 1 §2), with its sections. */
export function MobileMenuDrawer({
  menu,
  pathname,
  open,
  onOpenChange,
  trigger,
}: MobileMenuDrawerProps) {
  const t = useShellText();
  const close = () => onOpenChange(false);
  return (
    <Drawer
      side="left"
      title={t('nav.menu')}
      closeLabel={t('nav.closeMenu')}
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
    >
      <nav aria-label={t('nav.main')}>
        <ul className="flex flex-col gap-1">
          {menu.map((item) => (
            <li key={item.label}>
              {item.href ? (
                <MenuLink
                  item={{ ...item, href: item.href }}
                  pathname={pathname}
                  className={linkClasses}
                  onNavigate={close}
                />
              ) : (
                <MobileMenuSection item={item} pathname={pathname} onNavigate={close} />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
