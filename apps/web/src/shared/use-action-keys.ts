// One idempotency key per player action (issue 10): a press of CLAIM, BUY or CONFIRM keeps its key
// across the automatic and manual retries of that action, so a lost answer is never bought twice.
import { useState } from 'react';
import { createActionKeys, type ActionKeys } from '@levelup/api/idempotency';

/** The action keys of one component: pass `withKey(variables)` to mutate, `onSettled` to the mutation. */
export function useActionKeys(): ActionKeys {
  const [keys] = useState(() => createActionKeys());
  return keys;
}
