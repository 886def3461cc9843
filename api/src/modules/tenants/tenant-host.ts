import { isIP } from 'node:net';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Lower-cased hostname without port or trailing dot; null for IPv6 literals and garbage. */
export function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  const value = host.trim().toLowerCase();
  // '[::1]:3333' or a bare '::1' are IPv6 literals: never a tenant.
  if (value.startsWith('[') || value.split(':').length > 2) return null;
  const hostname = value.replace(/:\d*$/, '').replace(/\.$/, '');
  return hostname || null;
}

/**
 * Tenant = first label of the hostname (DESIGN §3), the same rule as the shell uses, under the
 * configured app domain only: `demo.localhost` with the domain `localhost`, never
 * `demo.localhost.evil.com` nor `demo.other.com`. No tenant for IP addresses, the bare app domain,
 * deeper names (`a.demo.localhost`) and reserved labels.
 */
export function tenantLabelFromHostname(
  hostname: string | null,
  reserved: ReadonlySet<string>,
  appDomain: string,
): string | null {
  if (!hostname || isIP(hostname) !== 0 || hostname === appDomain) return null;
  const suffix = `.${appDomain}`;
  if (!hostname.endsWith(suffix)) return null;
  const label = hostname.slice(0, -suffix.length);
  if (!LABEL.test(label) || reserved.has(label)) return null;
  return label;
}

export function tenantLabelFromHost(
  host: string | undefined,
  reserved: ReadonlySet<string>,
  appDomain: string,
): string | null {
  return tenantLabelFromHostname(hostnameOf(host), reserved, appDomain);
}
