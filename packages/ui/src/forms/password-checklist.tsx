// spec 1 §5 Validation rules: at least 8 characters; lower and upper case; a digit and a punctuation or
// symbol character. The rules themselves live in @levelup/domain/password-rules.
import type { PasswordProblem } from '@levelup/domain/password-rules';
import { CheckIcon, CloseIcon } from '../primitives/icons.tsx';

/** How each password rule reads in the checklist, in the order they are shown. */
export const PASSWORD_RULE_TEXTS: ReadonlyArray<[PasswordProblem, string]> = [
  ['too-short', 'At least 8 characters'],
  ['missing-lowercase', 'A lowercase letter'],
  ['missing-uppercase', 'An uppercase letter'],
  ['missing-digit', 'A digit'],
  ['missing-symbol', 'A punctuation mark or symbol'],
];

export type PasswordChecklistProps = {
  /** The rules the current password breaks (domain `passwordProblems`). */
  problems: ReadonlyArray<PasswordProblem>;
  /** Lets a field point at this list with aria-describedby. */
  id?: string;
};

/** The password rules, each ticked once the typed password meets it. */
export function PasswordChecklist({ problems, id }: PasswordChecklistProps) {
  return (
    <ul id={id} aria-label="Password rules" className="grid gap-1 text-xs sm:grid-cols-2">
      {PASSWORD_RULE_TEXTS.map(([problem, text]) => {
        const met = !problems.includes(problem);
        return (
          <li
            key={problem}
            data-met={met}
            className={`flex items-center gap-1.5 ${met ? 'text-success' : 'text-ink-muted'}`}
          >
            {met ? <CheckIcon className="size-3.5" /> : <CloseIcon className="size-3.5" />}
            <span>
              {text}
              <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
