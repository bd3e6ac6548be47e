// The fetch of the REST calls (sign-ins, uploads): the server sheds them like GraphQL under load, and a
// shed call is sent again within a bounded time before it fails (issue 26, @levelup/api overload-retry).
import { withOverloadRetry } from '@levelup/api/overload-retry';

export const restFetch: typeof fetch = withOverloadRetry();
