// Plain functions, no shared module: also a separate entry (@catalogo/shared-auth/resolve-tenant),
// so the shell's early requests ask for the same URLs before any shared module runs.

/** The tenant's settings, read before the first render (spec §4). */
export const TENANT_PATHS = {
  tenantInfo: '/catalog-public/tenant-info',
  categorySettings: '/catalog-public/category/portifolio.category',
} as const;

/** Labels that never name a tenant (spec §1, §9); the product key is added at run time. */
export const BASE_RESERVED_LABELS = ['www', 'accounts', 'localhost'] as const;

export function reservedLabels(productKey: string): string[] {
  return [...BASE_RESERVED_LABELS, productKey.toLowerCase()];
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The tenant named by a hostname: its first label, unless reserved. `demo.localhost` → 'demo';
 * `localhost`, `www.example.com`, IP addresses → null (no tenant, the platform pages).
 */
export function resolveTenantLabel(hostname: string, productKey: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || IPV4.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  if (labels.length < 2) return null;
  const first = labels[0] ?? '';
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(first)) return null;
  return reservedLabels(productKey).includes(first) ? null : first;
}

/**
 * The API base URL for a tenant: protocol + tenant subdomain + configured API address
 * (`http://demo.localhost:3333`); without a tenant, the API address itself.
 */
export function buildApiBaseUrl(
  protocol: string,
  tenantLabel: string | null,
  apiAddress: string,
): string {
  const scheme = protocol.endsWith(':') ? protocol : `${protocol}:`;
  return tenantLabel ? `${scheme}//${tenantLabel}.${apiAddress}` : `${scheme}//${apiAddress}`;
}

/** The API base URL of the tenant a host names; null on a platform host (no tenant). */
export function tenantApiBase(
  hostname: string,
  protocol: string,
  config: { apiAddress: string; productKey: string },
): string | null {
  const label = resolveTenantLabel(hostname, config.productKey);
  return label ? buildApiBaseUrl(protocol, label, config.apiAddress) : null;
}
