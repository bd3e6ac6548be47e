// spec 1 §2 /publisher/dashboard (issue 14 Build 4). No route loader: the page loads lazily (see shop.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { PublisherDashboardPage } from '#features/publisher/components/publisher-dashboard-page.tsx';

export const Route = createFileRoute('/publisher/dashboard')({ component: PublisherDashboardPage });
