// issue 29: the console signs in with the same accounts as the site (e-mail and password).
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@levelup/ui/primitives/button';
import { TextField } from '@levelup/ui/forms/text-field';
import { signIn } from '#app/session.ts';
import { ErrorAlert } from '#shared/error-alert.tsx';

export function SignInForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
      queryClient.removeQueries();
      await navigate({ to: '/' });
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <ErrorAlert error={error} />
      <Button type="submit" pending={pending}>
        Sign in
      </Button>
    </form>
  );
}
