import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantRow } from '../db/schema';
import { tenantLabelFromHost } from '../modules/tenants/tenant-host';
import { findTenantByUriName } from '../modules/tenants/tenants.repository';
import { tenantNotFound } from './errors';

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
      request.tenantLabel = tenantLabelFromHost(request.headers.host, reservedLabels, appDomain);
    });
  },
  { name: 'tenant', dependencies: ['errors'], decorators: { fastify: ['config', 'db'] } },
);
