import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { RedeemableCodesModal, redeemableCodesOf } from './redeemable-codes-modal.tsx';

const code = (itemKey: string, id: string | null) => ({
  itemKey,
  name: 'Redeemable Code',
  type: 'REDEEMABLE_CODE',
  metadata: id ? [{ metaKey: 'REDEEMABLE_CODE_ID', metaValue: id }] : [],
});

it('picks the redeemable codes among collected rewards', () => {
  expect(
    redeemableCodesOf([
      { itemKey: 'GOLD', name: 'Gold', type: 'CURRENCY', metadata: [] },
      code('CODE_STARFORGE_PILOT_SKIN', 'starforge-pilot-skin-s1'),
    ]),
  ).toEqual([
    {
      groupKey: 'CODE_STARFORGE_PILOT_SKIN',
      id: 'starforge-pilot-skin-s1',
      name: 'Redeemable Code',
      description: null,
    },
  ]);
});

it('links a code only when both its group key and id exist, and closes with OK', () => {
  const onClose = vi.fn();
  render(
    <RedeemableCodesModal
      codes={redeemableCodesOf([code('CODE_A', 'a-1'), code('CODE_B', null)])}
      onClose={onClose}
    />,
  );
  expect(screen.getByRole('dialog', { name: 'YOUR REDEEMABLE CODES' })).toBeTruthy();
  const links = screen.getAllByRole('link', { name: 'VIEW CODE' });
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/redeemable-codes/CODE_A/a-1']);
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(onClose).toHaveBeenCalledOnce();
});
