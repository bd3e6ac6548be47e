// spec 1 §3 User: a player without a username shows as 'Anonymous User'. Issue 10 fault 17: until they
// choose one, a prompt leads to the Name field of the profile (spec 2 §5 profile name rules).
import { ANONYMOUS_USERNAME, displayUsername } from '@levelup/domain/initials';
import { playerNameText } from '@levelup/ui/i18n/product-words';
import { useSharedText } from '../shared-text.ts';
import { SiteLink } from './site-link.tsx';

/** Where the prompt leads: the profile form's Name field, focused on arrival. */
export const CHOOSE_NAME_HREF = '/profile/manage-account#username';

export type ChooseNamePromptProps = {
  username: string | null | undefined;
  /** Called when the link is followed, e.g. to close the menu it sits in. */
  onFollow?: () => void;
};

/** "You appear as Anonymous User. Choose a name"; nothing once the player has a name. */
export function ChooseNamePrompt({ username, onFollow }: ChooseNamePromptProps) {
  const t = useSharedText();
  if (displayUsername(username) !== ANONYMOUS_USERNAME) return null;
  return (
    <p className="text-sm text-ink-muted">
      {t('chooseName.appearAs', { name: playerNameText(null) })}{' '}
      <SiteLink
        href={CHOOSE_NAME_HREF}
        onClick={onFollow}
        className="font-semibold text-accent underline-offset-4 hover:underline"
      >
        {t('chooseName.link')}
      </SiteLink>
    </p>
  );
}
