import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { SendTestEventDialog } from './send-test-event-dialog.tsx';

type Sent = { studioId: string; input: { clientEventId: string; gameKey: string; type: string } };

describe('SendTestEventDialog (issue 14 Build 4: resend-safe test events)', () => {
  it('sends again with the same client event id after a failure, and a new one after an answer', async () => {
    const sent: Sent[] = [];
    let fail = true;
    const { api } = fakeApi({
      SendStudioTestEvent: (variables) => {
        sent.push(variables as Sent);
        if (fail) {
          fail = false;
          throw new Error('socket hang up');
        }
        const { clientEventId } = (variables as Sent).input;
        return {
          sendStudioTestEvent: {
            eventId: `test-${clientEventId}`,
            status: 'APPLIED',
            reason: null,
            message: null,
          },
        };
      },
    });
    await renderWithRouter(
      <SendTestEventDialog studioId="s1" games={[{ key: 'rift-runners', name: 'Rift Runners' }]} />,
      { api, session: testSession({ user: sessionUser() }) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'SEND TEST EVENT' }));
    await userEvent.click(await screen.findByRole('button', { name: 'SEND' }));
    expect((await screen.findByRole('alert')).textContent).toBe('socket hang up');
    await userEvent.click(screen.getByRole('button', { name: 'SEND' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Applied'));
    await userEvent.click(screen.getByRole('button', { name: 'SEND' }));
    await waitFor(() => expect(sent).toHaveLength(3));

    const [first, retry, next] = sent as [Sent, Sent, Sent];
    expect(first.input).toMatchObject({ gameKey: 'rift-runners', type: 'test_event' });
    expect(retry.input.clientEventId).toBe(first.input.clientEventId);
    expect(next.input.clientEventId).not.toBe(first.input.clientEventId);
  });
});
