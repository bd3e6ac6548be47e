// English texts written in the route files (page titles, loading labels, section titles), keyed by
// meaning. The leading dash keeps the router's file-based generator from taking it for a route.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useRouteText } = defineCatalogue('web.routes', {
  // The browser tab's title (index.html carries the same words for the first paint).
  documentTitle: 'Battle Pass',
  home: {
    eventsTitle: 'Events',
  },
  quests: {
    title: 'Quests',
    eventsTitle: 'All events',
    loading: 'Loading events',
  },
  manageAccount: {
    changePassword: 'Change password',
  },
} as const);
