// spec 2 §1: the sign-in mode. The server's customBackendTokens flag is the default; the custom
// backend token toggle in local storage (key custom-backend-tokens) overrides it for this browser.
import { useCallback, useState } from 'react';
import {
  setCustomBackendTokensToggle,
  usesCustomBackendTokens,
} from '@levelup/domain/external-sign-in';
import { useFeatureFlags } from '#features/shell/hooks/use-feature-flags.ts';

const local = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

export type SignInMode = {
  /** true: our own sign-in (backend tokens); false: the external identity service. */
  customBackendTokens: boolean;
  /** What the server's flag says (undefined while loading). */
  flag: boolean | undefined;
  /** Sets the local-storage toggle; null goes back to the flag. */
  setToggle: (value: boolean | null) => void;
};

export function useCustomBackendTokens(): SignInMode {
  const flag = useFeatureFlags()?.customBackendTokens;
  const [, rerender] = useState(0);
  const setToggle = useCallback((value: boolean | null) => {
    const storage = local();
    if (storage) setCustomBackendTokensToggle(storage, value);
    rerender((count) => count + 1);
  }, []);
  return { customBackendTokens: usesCustomBackendTokens(flag, local()), flag, setToggle };
}
