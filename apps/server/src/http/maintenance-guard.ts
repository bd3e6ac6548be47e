// spec 2 §6 maintenance mode (issue 27): while site.yaml's maintenanceMode is on, the API refuses
// writes with maintenance-mode and the maintenance text, and keeps serving reads. GraphQL: every
// mutation except signing in, refreshing the session and signing out, and the operator console's (issue
// 29 §4). REST: every state-changing /api/
// request except the operator API (which switches maintenance off again), the sign-in callbacks, the
// payment provider's webhook (a payment already taken is still credited) and analytics (logs only).
// The switch is kept until the season data changes (site service `maintenance`), so turning it off
// needs no restart.
import type { FastifyInstance } from 'fastify';
import { GraphQLError, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { rootFields } from '#graphql/root-fields.ts';
import type { ServerContext } from '#graphql/yoga.ts';
import type { SiteService } from '#modules/site/service.ts';
import { ANALYTICS_PATH } from './analytics-route.ts';
import { OPERATOR_PREFIX } from './operator-routes.ts';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook-route.ts';

export const MAINTENANCE_MODE = 'maintenance-mode';

/** Mutations a player may still run during maintenance: getting in and out of a session. */
export const MAINTENANCE_OPEN_MUTATIONS: ReadonlySet<string> = new Set([
  '__typename',
  'signInWithEmail',
  'refreshSession',
  'signOut',
  'walletChallenge',
  'signInWithWallet',
]);

/**
 * Issue 29 §4: the operator console's mutations (ops*, modules/ops/schema.graphql) stay open, or nobody
 * could switch maintenance off from the console; each checks the caller's staff role itself.
 */
export const OPS_MUTATION_PREFIX = 'ops';

const openDuringMaintenance = (field: string): boolean =>
  MAINTENANCE_OPEN_MUTATIONS.has(field) || field.startsWith(OPS_MUTATION_PREFIX);

/** REST writes that stay open during maintenance (see the header). */
const OPEN_REST_PATHS: ReadonlySet<string> = new Set([
  STRIPE_WEBHOOK_PATH,
  ANALYTICS_PATH,
  '/api/telegram/callback',
]);

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Maintenance = Pick<SiteService, 'maintenance'>;

/** The GraphQL side: a mutation selecting any field not in MAINTENANCE_OPEN_MUTATIONS is refused. */
export function useMaintenanceGuard(site: Maintenance): Plugin<ServerContext, ServerContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const fields = rootFields(args.document, operation.selectionSet);
      if ([...fields].every(openDuringMaintenance)) return;
      const maintenance = await site.maintenance();
      if (!maintenance.on) return;
      setResultAndStopExecution({
        data: null,
        errors: [new GraphQLError(maintenance.message, { extensions: { code: MAINTENANCE_MODE } })],
      });
    },
  };
}

/**
 * The REST side: a state-changing /api/ request answers 503 { code: maintenance-mode, message } unless
 * its route stays open. `partnerSignInPath` is the partner site's sign-in (spec 1 §7 POST /api/{key}).
 */
export function registerMaintenanceGuard(
  app: FastifyInstance,
  { site, partnerSignInPath }: { site: Maintenance; partnerSignInPath: string | null },
): void {
  // Callback style: most requests (reads, GraphQL) leave at once, without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!stateChanging.has(request.method) || !request.url.startsWith('/api/')) return done();
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    if (
      route.startsWith(`${OPERATOR_PREFIX}/`) ||
      OPEN_REST_PATHS.has(route) ||
      route === partnerSignInPath
    )
      return done();
    site.maintenance().then((maintenance) => {
      if (!maintenance.on) return done();
      reply.code(503).send({ code: MAINTENANCE_MODE, message: maintenance.message });
    }, done);
  });
}
