import type { FieldError } from '../../plugins/errors';
import { fieldsInvalid } from '../../plugins/errors';
import { isUniqueViolation } from '../../db/errors';
import type { TenantRow, UserRow } from '../../db/schema';
import { isValidCnpj, normalizeCnpj } from '../tenants/cnpj';
import {
  deleteExpiredSignUps,
  findTenantByUriName,
  insertTenantWithSettings,
} from '../tenants/tenants.repository';
import { normalizeEmail, type AuthContext } from './auth.context';
import { uriNameTaken } from './auth.errors';
import { sendConfirmationMail } from './email-confirmation.service';
import { passwordProblem } from './password-policy';
import { issueSession } from './session-tokens.service';
import { insertUser } from './users.repository';
import { normalizeUriName, uriNameProblem, type UriNameProblem } from './uri-name';

export interface SignUpInput {
  company: { commercialName: string; uriName: string; cnpj: string };
  name: string;
  email: string;
  password: string;
}

export const URI_NAME_REASONS: Record<UriNameProblem, string> = {
  invalid: 'Use de 3 a 40 letras minúsculas, números ou hífens, sem hífen no início ou no fim.',
  reserved: 'Este endereço é reservado. Escolha outro.',
};

// A new company starts in trial with the product's colours and permissive rules.
const NEW_TENANT_DEFAULTS = {
  situation: 'trial',
  about: {},
  layout: {
    logo: null,
    banner: null,
    colorSeccondary: '#3862ae',
    colorSeccondaryContrast: '#ffffff',
  },
  rules: { showPrices: true, allowOrders: true, minOrderValue: 0 },
} as const;

/** The rules a JSON schema cannot express, all reported at once like schema errors. */
function checkSignUp(ctx: AuthContext, input: SignUpInput, uriName: string): void {
  const fields: FieldError[] = [];
  if (!input.company.commercialName.trim()) {
    fields.push({ field: 'company.commercialName', reason: 'Informe o nome da empresa.' });
  }
  const uriProblem = uriNameProblem(uriName, ctx.config.reservedLabels);
  if (uriProblem) fields.push({ field: 'company.uriName', reason: URI_NAME_REASONS[uriProblem] });
  if (!isValidCnpj(input.company.cnpj)) {
    fields.push({ field: 'company.cnpj', reason: 'CNPJ inválido. Confira os dígitos.' });
  }
  if (!input.name.trim()) fields.push({ field: 'name', reason: 'Informe seu nome.' });
  const password = passwordProblem(input.password);
  if (password) fields.push({ field: 'password', reason: password });
  if (fields.length > 0) throw fieldsInvalid(fields);
}

export async function signUp(
  ctx: AuthContext,
  input: SignUpInput,
  ip: string,
): Promise<{ tenant: TenantRow; user: UserRow; signInTicket: string }> {
  await ctx.limiter.consume([
    { key: `sign-up:ip:${ip}`, rule: ctx.config.auth.rateLimits.signUpIp },
  ]);
  const uriName = normalizeUriName(input.company.uriName);
  checkSignUp(ctx, input, uriName);
  if (await findTenantByUriName(ctx.db, uriName)) throw uriNameTaken();

  const passwordHash = await ctx.passwords.hash(input.password);
  const commercialName = input.company.commercialName.trim();
  let created: { tenant: TenantRow; user: UserRow; familyId: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      // A sign-up left unconfirmed past its days frees the name for this one.
      await deleteExpiredSignUps(tx, uriName);
      const tenant = await insertTenantWithSettings(tx, {
        ...NEW_TENANT_DEFAULTS,
        // Not public until the owner confirms the e-mail (no catalogue, no tenant-info).
        confirmedAt: null,
        uriName,
        commercialName,
        // The form asks for the trade name only; the legal name is edited later in the panel.
        legalName: commercialName,
        cnpj: normalizeCnpj(input.company.cnpj),
      });
      const user = await insertUser(tx, {
        tenantId: tenant.id,
        name: input.name.trim(),
        email: normalizeEmail(input.email),
        role: 'owner',
        status: 'active',
        passwordHash,
      });
      // The owner is signed in at once (spec §4): the session begins with the company.
      const { familyId } = await issueSession(ctx, tenant, user, null, new Date(), tx);
      return { tenant, user, familyId };
    });
  } catch (error) {
    // Someone took the name between the check and the insert.
    if (isUniqueViolation(error)) throw uriNameTaken();
    throw error;
  }
  const { tenant, user, familyId } = created;
  ctx.background.run('sign-up-confirmation', () => sendConfirmationMail(ctx, tenant, user));
  // The company's site takes the session over with this ticket (sign-in-ticket.ts); the e-mail
  // is confirmed later, from the panel's banner.
  const signInTicket = ctx.tickets.issue({ sub: user.id, tid: tenant.id, sid: familyId });
  return { tenant, user, signInTicket };
}
