import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { wallSignInPath } from '../lib/wall-sign-in.ts';

/** Sends a visitor to sign-in, back to this page after (spec 2 §6 Guest). */
export function useWallSignIn(): () => void {
  const navigate = useNavigate();
  const href = useLocation({ select: (location) => location.href });
  return useCallback(() => void navigate({ href: wallSignInPath(href) }), [navigate, href]);
}
