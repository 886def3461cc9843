import type { TenantRow, UserRow } from '../../db/schema';
import type { MailMessage } from '../mail/mail.types';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tenant's shell address, e.g. http://acme.localhost:4200 (APP_URL_TEMPLATE). */
export function tenantAppUrl(template: string, uriName: string): string {
  return template.replace('{tenant}', uriName).replace(/\/+$/, '');
}

interface LinkMail {
  tenant: Pick<TenantRow, 'id' | 'commercialName'>;
  user: Pick<UserRow, 'name' | 'email'>;
  link: string;
  subject: string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
}

function linkMail(m: LinkMail): MailMessage {
  const text = [
    `Olá, ${m.user.name}!`,
    '',
    m.intro,
    '',
    `${m.action}: ${m.link}`,
    '',
    m.validity,
    m.ignore,
    '',
    m.tenant.commercialName,
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif">
<p>Olá, ${escapeHtml(m.user.name)}!</p>
<p>${escapeHtml(m.intro)}</p>
<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.action)}</a></p>
<p style="color:#555">${escapeHtml(m.validity)} ${escapeHtml(m.ignore)}</p>
<p style="color:#555">Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(m.link)}</p>
<p>${escapeHtml(m.tenant.commercialName)}</p>
</body></html>`;
  return { tenantId: m.tenant.id, to: m.user.email, subject: m.subject, text, html, link: m.link };
}

export type MailTarget = Pick<LinkMail, 'tenant' | 'user'> & { appUrl: string; token: string };

export function confirmationMail({ tenant, user, appUrl, token }: MailTarget): MailMessage {
  return linkMail({
    tenant,
    user,
    link: `${appUrl}/auth/email-confirm?token=${encodeURIComponent(token)}`,
    subject: `Confirme seu e-mail - ${tenant.commercialName}`,
    intro: `Confirme seu e-mail para entrar no painel de ${tenant.commercialName}.`,
    action: 'Confirmar e-mail',
    validity: 'O link vale por 48 horas e pode ser usado uma vez.',
    ignore: 'Se você não criou esta conta, ignore esta mensagem.',
  });
}

export function passwordResetMail({ tenant, user, appUrl, token }: MailTarget): MailMessage {
  return linkMail({
    tenant,
    user,
    link: `${appUrl}/auth/recovery?token=${encodeURIComponent(token)}`,
    subject: `Redefinição de senha - ${tenant.commercialName}`,
    intro: `Recebemos um pedido para redefinir a sua senha em ${tenant.commercialName}.`,
    action: 'Redefinir senha',
    validity: 'O link vale por 1 hora e pode ser usado uma vez.',
    ignore: 'Se você não pediu, ignore esta mensagem: sua senha continua a mesma.',
  });
}
