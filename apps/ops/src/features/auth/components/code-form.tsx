import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@levelup/ui/primitives/button';
import { TextField } from '@levelup/ui/forms/text-field';
import { ErrorAlert } from '#shared/error-alert.tsx';

/** One code field and its button; the server's message when the code is refused. */
export function CodeForm({
  label,
  hint,
  action,
  onCode,
}: {
  label: string;
  hint?: ReactNode;
  action: string;
  onCode: (code: string) => Promise<unknown>;
}) {
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onCode(code.trim());
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <TextField
        label={label}
        hint={hint}
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <ErrorAlert error={error} />
      <Button type="submit" pending={pending}>
        {action}
      </Button>
    </form>
  );
}
