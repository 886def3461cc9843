import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantRow } from '../db/schema';
import { tenantLabelFromHost } from '../modules/tenants/tenant-host';
import { deleteExpiredSignUps, findTenantByUriName } from '../modules/tenants/tenants.repository';
import { AppError, tenantNotFound } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** First label of the Host (e.g. 'demo'), or null on platform hosts, IPs and reserved labels. */
    tenantLabel: string | null;
    /** The Host's tenant row, or null; loaded at most once per request. */
    loadTenant(): Promise<TenantRow | null>;
    /** Like loadTenant, but answers 404 TENANT_NOT_FOUND when there is none. */
    requireTenant(): Promise<TenantRow>;
  }
}

const cache = Symbol('tenantCache');

const SWEEP_MS = 60 * 60 * 1000;

/** The routes visitors use: hidden while the company is unconfirmed. */
const PUBLIC_PREFIX = '/catalog-public/';

/** How many Host headers the request carries (rawHeaders alternates names and values). */
function hostCount(raw: string[]) {
  let n = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'host') n++;
  return n;
}
type WithCache = FastifyRequest & { [cache]?: Promise<TenantRow | null> };

export default fp(
  async function tenantPlugin(app: FastifyInstance) {
    const { reservedLabels, appDomain } = app.config;

    app.decorateRequest('tenantLabel', null);
    app.decorateRequest('loadTenant', function loadTenant(this: FastifyRequest) {
      const request = this as WithCache;
      const label = request.tenantLabel;
      request[cache] ??= label ? findTenantByUriName(app.db, label) : Promise.resolve(null);
      return request[cache];
    });
    app.decorateRequest('requireTenant', async function requireTenant(this: FastifyRequest) {
      const tenant = await this.loadTenant();
      if (!tenant) throw tenantNotFound();
      return tenant;
    });

    app.addHook('onRequest', async (request) => {
      // Node keeps the first of two Host headers; a proxy may route by the other one. The tenant
      // would then not be the one the proxy meant: refused.
      if (hostCount(request.raw.rawHeaders) > 1)
        throw new AppError(400, 'BAD_REQUEST', 'Requisição com mais de um cabeçalho Host.', [
          { field: 'host', reason: 'Envie um único cabeçalho Host.' },
        ]);
      request.tenantLabel = tenantLabelFromHost(request.headers.host, reservedLabels, appDomain);
    });

    // Sign-ups left unconfirmed past their days go (a sign-up of the same name removes its own
    // at once; this sweep frees the rest). Hourly, in the background, never at start-up's cost.
    let sweep: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweep = setInterval(() => {
        app.background.run('expired-sign-ups', async () => {
          const gone = await deleteExpiredSignUps(app.db);
          if (gone > 0) app.log.info({ gone }, 'expired unconfirmed sign-ups removed');
        });
      }, SWEEP_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(sweep));

    // The public catalogue (tenant-info, products, orders, messages) of a company whose owner
    // has not confirmed the e-mail does not exist yet; its panel and sign-in do.
    app.addHook('preHandler', async (request) => {
      if (!request.tenantLabel || !request.routeOptions.url?.startsWith(PUBLIC_PREFIX)) return;
      const tenant = await request.loadTenant();
      if (tenant && !tenant.confirmedAt)
        throw new AppError(
          404,
          'TENANT_UNCONFIRMED',
          'Este catálogo ainda não está no ar: a empresa aguarda a confirmação do e-mail.',
        );
    });
  },
  { name: 'tenant', dependencies: ['errors'], decorators: { fastify: ['config', 'db'] } },
);
