import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReferralPromotionModal } from './referral-promotion-modal.tsx';

const props = {
  inviteLink: 'https://levelup.example/referrals/ABCD2345',
  shareHref: 'https://twitter.com/intent/tweet?url=x',
  referralsHref: '/profile/me/referrals',
};

describe('ReferralPromotionModal', () => {
  it('shows GOT FRIENDS? with the link, copies it, shares in a new tab and leads to the referrals', async () => {
    const copy = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    render(<ReferralPromotionModal {...props} copy={copy} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'GOT FRIENDS?' })).toBeTruthy();
    expect(screen.getByLabelText('Your invite link')).toHaveProperty('value', props.inviteLink);
    await userEvent.click(screen.getByRole('button', { name: 'COPY' }));
    expect(copy).toHaveBeenCalledWith(props.inviteLink);
    expect(await screen.findByText('Copied to your clipboard.')).toBeTruthy();
    const share = screen.getByRole('link', { name: 'SHARE' });
    expect(share.getAttribute('href')).toBe(props.shareHref);
    expect(share.getAttribute('target')).toBe('_blank');
    const go = screen.getByRole('link', { name: 'GO TO MY REFERRALS' });
    expect(go.getAttribute('href')).toBe(props.referralsHref);
  });

  it('says when the link could not be copied', async () => {
    render(
      <ReferralPromotionModal
        {...props}
        copy={() => Promise.reject(new Error('denied'))}
        onClose={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'COPY' }));
    expect(
      await screen.findByText('The link could not be copied. Select it and copy it by hand.'),
    ).toBeTruthy();
  });
});
