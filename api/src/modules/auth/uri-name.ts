// a-z, 0-9 and '-', 3 to 40 characters, starting and ending with a letter or digit.
const URI_NAME = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;

/**
 * Names a tenant may not take on top of the configured reserved labels (www, accounts,
 * localhost, the product key, RESERVED_LABELS): platform hosts and look-alikes of them.
 */
const PLATFORM_NAMES = new Set(
  `admin administrador ajuda api app apps auth blog cadastro cdn conta contas dev docs email
  ftp help imap login mail painel panel pop registro root smtp static status suporte support
  sistema staging test teste`.split(/\s+/),
);

export type UriNameProblem = 'invalid' | 'reserved';

export function normalizeUriName(value: string): string {
  return value.trim().toLowerCase();
}

/** Why a (normalized) uriName cannot be used, or null; being taken is checked in the database. */
export function uriNameProblem(name: string, reserved: ReadonlySet<string>): UriNameProblem | null {
  // '--' is refused too: 'xn--' labels are punycode and would display as another name.
  if (!URI_NAME.test(name) || name.includes('--')) return 'invalid';
  if (reserved.has(name) || PLATFORM_NAMES.has(name)) return 'reserved';
  return null;
}
