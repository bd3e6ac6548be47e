// spec 1 §2 /advent-calendar (the sock icon links here in December). No route loader: loaders stay in
// the first load's route tree, and the page's queries would drag the API modules into it.
import { createFileRoute } from '@tanstack/react-router';
import { AdventCalendarPage } from '#features/advent-calendar/components/advent-calendar-page.tsx';

export const Route = createFileRoute('/advent-calendar')({ component: AdventCalendarPage });
