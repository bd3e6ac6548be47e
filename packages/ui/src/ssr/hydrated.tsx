// Issue 28 Build 1: the signal that a server-rendered page has hydrated, for the apps' main.tsx.
import { useEffect, type ReactNode } from 'react';

/**
 * Marks the document once the server's HTML has hydrated (`<html data-hydrated>`): from then on its
 * buttons answer. Until then a tap on the HTML does nothing; the end-to-end tests wait for this signal.
 */
export function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}
