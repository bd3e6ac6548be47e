import type { ComponentProps } from 'react';

/** The balances the navbar shows (spec 1 §2 Balance chips). */
export type BalanceCurrency = 'allyToken' | 'gold' | 'playpoints';

const colours: Record<BalanceCurrency, string> = {
  allyToken: '#7fd1ff',
  gold: '#ffc83d',
  playpoints: '#ff7ad9',
};

/** A small coin in the currency's colour; decorative (the chip carries the currency's name). */
export function CurrencyIcon({
  currency,
  ...props
}: ComponentProps<'svg'> & { currency: BalanceCurrency }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable={false} {...props}>
      <circle cx="12" cy="12" r="10" fill={colours[currency]} />
      <circle
        cx="12"
        cy="12"
        r="6"
        fill="none"
        stroke="#14121f"
        strokeOpacity="0.35"
        strokeWidth="2"
      />
    </svg>
  );
}
