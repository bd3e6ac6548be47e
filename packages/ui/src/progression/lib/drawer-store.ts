// spec 1 §2 Battle Pass widget: the notification drawer. The toasts read whether it is open (spec 1 §4
// Toast priority: no level-up toast while the drawer is open).
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type DrawerState = { open: boolean; setOpen: (open: boolean) => void };

/** Whether the battle pass notification drawer is open. */
export const drawerStore = createStore<DrawerState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

export function useDrawerOpen(): boolean {
  return useStore(drawerStore, (state) => state.open);
}
