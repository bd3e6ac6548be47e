// English texts the primitives share (close buttons and the like).
export const common = {
  close: 'Close',
} as const;
