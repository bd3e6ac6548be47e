import { Link } from '@tanstack/react-router';
import { env } from '#env.ts';
import { ExternalLink } from '#shared/components/external-link.tsx';
import { DiscordIcon, LinkedInIcon, XLogoIcon } from '#shared/components/icons.tsx';
import { useShellText } from '../shell-text.ts';

const linkClasses = 'inline-flex items-center gap-1.5 text-ink-muted hover:text-ink';

const socials = [
  { name: 'discord', href: env.discordUrl, Icon: DiscordIcon },
  { name: 'x', href: env.xUrl, Icon: XLogoIcon },
  { name: 'linkedIn', href: env.linkedInUrl, Icon: LinkedInIcon },
] as const;

/** The footer of spec 1 §2: company links, socials, legal pages and the copyright line. */
export function SiteFooter() {
  const t = useShellText();
  return (
    <footer className="border-t border-ink-muted/15 bg-surface-raised/40">
      <div className="mx-auto flex max-w-page flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <nav aria-label={t('footer.label')} className="flex flex-col gap-6 sm:flex-row sm:gap-16">
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <ExternalLink href={env.aboutUrl} className={linkClasses}>
                {t('footer.about')}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={env.partnershipsUrl} className={linkClasses}>
                {t('footer.partnerships')}
              </ExternalLink>
            </li>
            <li>
              <a href={`mailto:${env.submitGameEmail}`} className={linkClasses}>
                {t('footer.submitGame')}
              </a>
            </li>
            <li>
              <a href={`mailto:${env.careersEmail}`} className={linkClasses}>
                {t('footer.careers')}
              </a>
            </li>
          </ul>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <Link to="/terms-conditions" className={linkClasses}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={linkClasses}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex flex-col gap-4 md:items-end">
          <ul aria-label={t('footer.socialLinks')} className="flex gap-3">
            {socials.map(({ name, href, Icon }) => (
              <li key={name}>
                <ExternalLink
                  href={href}
                  hideIcon
                  className="grid size-10 place-items-center rounded-full bg-surface text-ink-muted hover:text-ink"
                >
                  <Icon className="size-5" />
                  <span className="sr-only">{t(`footer.${name}`)}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink-muted">
            © {new Date().getFullYear()} {env.productName}
          </p>
        </div>
      </div>
    </footer>
  );
}
