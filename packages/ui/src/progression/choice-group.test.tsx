import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { ChoiceGroup } from './choice-group.tsx';

function Currencies() {
  const [value, setValue] = useState('GOLD');
  return (
    <ChoiceGroup
      legend="Pay with"
      value={value}
      onValueChange={setValue}
      choices={[
        { value: 'GOLD', label: 'Gold', detail: '500 Gold' },
        { value: 'PLAYPOINT', label: 'Playpoints' },
        { value: 'SNOWFLAKE', label: 'Snowflakes', disabled: true },
      ]}
    />
  );
}

it('is a named radio group the keyboard can move through', async () => {
  render(<Currencies />);
  expect(screen.getByRole('group', { name: 'Pay with' })).toBeTruthy();
  const gold = screen.getByRole('radio', { name: 'Gold 500 Gold' });
  expect((gold as HTMLInputElement).checked).toBe(true);
  await userEvent.click(screen.getByText('Playpoints'));
  expect((screen.getByRole('radio', { name: 'Playpoints' }) as HTMLInputElement).checked).toBe(
    true,
  );
  expect((screen.getByRole('radio', { name: 'Snowflakes' }) as HTMLInputElement).disabled).toBe(
    true,
  );
});
