// The Wall's modals load with the first click that opens one (a visitor's first load skips them).
export const loadWallModals = () => import('../components/modals.tsx');
