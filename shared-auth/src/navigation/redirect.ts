/**
 * The path to go to after signing in, from the `redirect` query parameter: only a path of this
 * site (never another origin, a protocol-relative URL or a dangerous scheme); else the root.
 */
export function safeRedirectPath(param: string | null | undefined, fallback = '/'): string {
  if (!param || !param.startsWith('/') || param.startsWith('//') || param.startsWith('/\\'))
    return fallback;
  try {
    const url = new URL(param, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid') return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Checked again after parsing: dot segments ('/..//evil.com') collapse into '//evil.com'.
    return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
      ? path
      : fallback;
  } catch {
    return fallback;
  }
}

const TWO_PART_SUFFIXES = new Set(['com.br', 'net.br', 'org.br', 'ind.br', 'co.uk']);

/** The site's own domain: the hostname without a tenant or reserved first label. */
export function siteDomain(hostname: string): string {
  const labels = hostname.toLowerCase().split('.');
  if (labels[labels.length - 1] === 'localhost') return 'localhost';
  const suffix = labels.slice(-2).join('.');
  const registrable = TWO_PART_SUFFIXES.has(suffix) ? 3 : 2;
  return labels.length > registrable ? labels.slice(1).join('.') : hostname.toLowerCase();
}

/**
 * A page of a tenant's site: from `http://localhost:4200` → `http://acme.localhost:4200/...`,
 * from `https://www.catalogo.com.br` → `https://acme.catalogo.com.br/...`.
 */
export function tenantAppUrl(
  uriName: string,
  path: string,
  location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location,
): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${uriName}.${siteDomain(location.hostname)}${port}${path}`;
}
