// spec 1 §5 Validation rules: at least 8 characters; lower and upper case; a digit and a punctuation or
// symbol character. The rules themselves live in @levelup/domain/password-rules.
import type { PasswordProblem } from '@levelup/domain/password-rules';
import { CheckIcon, CloseIcon } from '../primitives/icons.tsx';
import { useAuthText } from '../i18n/auth-text.ts';

/** The password rules, in the order the checklist shows them. */
const RULES: ReadonlyArray<PasswordProblem> = [
  'too-short',
  'missing-lowercase',
  'missing-uppercase',
  'missing-digit',
  'missing-symbol',
];

export type PasswordChecklistProps = {
  /** The rules the current password breaks (domain `passwordProblems`). */
  problems: ReadonlyArray<PasswordProblem>;
  /** Lets a field point at this list with aria-describedby. */
  id?: string;
};

/** The password rules, each ticked once the typed password meets it. */
export function PasswordChecklist({ problems, id }: PasswordChecklistProps) {
  const t = useAuthText();
  return (
    <ul id={id} aria-label={t('auth.password.rules')} className="grid gap-1 text-xs sm:grid-cols-2">
      {RULES.map((problem) => {
        const met = !problems.includes(problem);
        return (
          <li
            key={problem}
            data-met={met}
            className={`flex items-center gap-1.5 ${met ? 'text-success' : 'text-ink-muted'}`}
          >
            {met ? <CheckIcon className="size-3.5" /> : <CloseIcon className="size-3.5" />}
            <span>
              {t(`auth.password.rule.${problem}`)}
              <span className="sr-only">
                {t(met ? 'auth.password.met' : 'auth.password.notMet')}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
