// issue 29 §2: every action of the console asks why; the reason goes into the audit log with it.
import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@levelup/ui/primitives/button';
import { Dialog } from '@levelup/ui/primitives/dialog';
import { TextAreaField } from '@levelup/ui/forms/text-area-field';
import { ErrorAlert } from './error-alert.tsx';

export type ReasonDialogProps = {
  /** The button that opens the dialog, and the dialog's title unless `title` says otherwise. */
  action: string;
  title?: string;
  description?: ReactNode;
  /** The action's own fields, above the reason. */
  children?: ReactNode;
  /** Runs the action with the reason; the dialog closes when it resolves, shows why when it rejects. */
  onConfirm: (reason: string) => Promise<unknown>;
  variant?: ButtonVariant;
  /** The opening button's accessible name, when its text alone is ambiguous in a list. */
  triggerLabel?: string;
  /** An element that opens the dialog instead of the button (a switch, say). */
  trigger?: ReactElement;
};

export function ReasonDialog({
  action,
  title,
  description,
  children,
  onConfirm,
  variant = 'secondary',
  triggerLabel,
  trigger,
}: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason('');
      setError(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      onOpenChange(false);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      title={title ?? action}
      description={description}
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        trigger ?? (
          <Button variant={variant} size="sm" aria-label={triggerLabel}>
            {action}
          </Button>
        )
      }
    >
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        {children}
        <TextAreaField
          label="Reason"
          hint="Required: it is written to the audit log."
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <ErrorAlert error={error} />
        <div className="flex justify-end">
          <Button type="submit" pending={pending} disabled={reason.trim() === ''}>
            Confirm
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
