import type { ReactElement, ReactNode } from 'react';
import { Drawer } from '@levelup/ui/primitives/drawer';

export type WallSidebarDrawerProps = {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  children: ReactNode;
};

/** Below the large breakpoint, the Wall sidebar's parts in a drawer (spec 1 §2, spec 2 §2 /the-wall). */
export function WallSidebarDrawer({
  title,
  open,
  onOpenChange,
  trigger,
  children,
}: WallSidebarDrawerProps) {
  return (
    <Drawer title={title} open={open} onOpenChange={onOpenChange} trigger={trigger}>
      {open ? children : null}
    </Drawer>
  );
}
