import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpecialMissionOverlay } from './special-mission-overlay.tsx';

const heading = 'COMPLETE SPECIAL MISSION TO UNLOCK LEVELS AND NEW MISSIONS';

describe('SpecialMissionOverlay', () => {
  it('is a region named by the spec heading, saying only the mission unlocks the next level', () => {
    render(
      <SpecialMissionOverlay missionTitle="Win 3 matches" missionDescription="In any game." />,
    );
    expect(screen.getByRole('region', { name: heading })).toBeTruthy();
    expect(screen.getByText('Win 3 matches')).toBeTruthy();
    expect(screen.getByText('Only this mission unlocks the next level.')).toBeTruthy();
    expect(screen.queryByText(/Snowflakes/)).toBeNull();
  });

  it('offers the Snowflakes bypass when it has a cost', () => {
    render(<SpecialMissionOverlay missionTitle="Win 3 matches" snowflakeBypassCost={1500} />);
    expect(screen.getByText('1,500 Snowflakes')).toBeTruthy();
    expect(screen.queryByText('Only this mission unlocks the next level.')).toBeNull();
  });

  it('keeps its card 1rem from the top while scrolling, or further down below a sticky navbar', () => {
    const { rerender } = render(<SpecialMissionOverlay missionTitle="Win 3 matches" />);
    const card = () => screen.getByRole('heading', { level: 2 }).parentElement as HTMLElement;
    expect(card().style.top).toBe('1rem');
    rerender(<SpecialMissionOverlay missionTitle="Win 3 matches" stickyTop="5rem" />);
    expect(card().style.top).toBe('5rem');
  });
});
