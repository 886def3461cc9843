import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { hostnameOf, tenantLabelFromHost } from '../modules/tenants/tenant-host';

type CorsRules = Pick<Config, 'appDomain' | 'reservedLabels'>;

/**
 * A tenant's shell (demo.<APP_DOMAIN>, any port) may call the API only for that same tenant, so a
 * page of one tenant can never read another tenant's data with the visitor's credentials.
 * Platform pages (<APP_DOMAIN> or a reserved label of it) may call only tenant-less hosts.
 */
export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  rules: CorsRules,
): boolean {
  if (!origin) return false;
  let originHost: string | null;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    originHost = hostnameOf(url.host);
  } catch {
    return false;
  }
  if (!originHost) return false;

  const requestTenant = tenantLabelFromHost(host, rules.reservedLabels, rules.appDomain);
  const suffix = `.${rules.appDomain}`;
  const originLabel = originHost.endsWith(suffix) ? originHost.slice(0, -suffix.length) : null;

  if (requestTenant !== null) return originLabel === requestTenant;
  if (originHost === rules.appDomain) return true;
  return originLabel !== null && rules.reservedLabels.has(originLabel);
}

/**
 * Credentials (the refresh cookie) only for a tenant's own shell calling its own tenant's API:
 * platform pages sign no one in, so their calls never carry cookies.
 */
export function allowsCredentials(
  origin: string | undefined,
  host: string | undefined,
  rules: CorsRules,
): boolean {
  return (
    tenantLabelFromHost(host, rules.reservedLabels, rules.appDomain) !== null &&
    isOriginAllowed(origin, host, rules)
  );
}

export default fp(
  async function corsPlugin(app: FastifyInstance) {
    const rules: CorsRules = app.config;
    await app.register(cors, {
      // Decided per request because the answer depends on the Host as well as the Origin.
      delegator: (request, callback) => {
        const { origin, host } = request.headers;
        callback(null, {
          origin: isOriginAllowed(origin, host, rules),
          credentials: allowsCredentials(origin, host, rules),
          methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
          allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
          maxAge: 600,
        });
      },
    });
  },
  { name: 'cors', decorators: { fastify: ['config'] } },
);
