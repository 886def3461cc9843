import type { TenantRow } from '../../db/schema';
import type { MailMessage } from '../mail/mail.types';
import type { OrderDto } from './orders.schemas';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const formatBrl = (value: number) => brl.format(value);

type Tenant = Pick<TenantRow, 'id' | 'commercialName'>;

/** A plain notice: text lines, and the same lines as escaped HTML paragraphs. */
function notice(tenant: Tenant, to: string, subject: string, lines: string[]): MailMessage {
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif">
${lines.map((l) => (l ? `<p>${escapeHtml(l).replace(/\n/g, '<br>')}</p>` : '')).join('\n')}
</body></html>`;
  // The subject carries visitor text: no line breaks in a header.
  const oneLine = subject.replace(/[\r\n]+/g, ' ');
  return { tenantId: tenant.id, to, subject: oneLine, text: lines.join('\n'), html };
}

/** To the tenant's staff: their order number, and the reference the visitor was given. */
export function orderNoticeMail(
  tenant: Tenant,
  to: string,
  order: OrderDto,
  number: number,
): MailMessage {
  const c = order.customer;
  const lines = order.lines.map((l) => {
    const price = l.unitPrice === null ? '' : ` x ${formatBrl(l.unitPrice)}`;
    return `- ${l.quantity} x ${l.code} ${l.description ?? ''}${price}`.trimEnd();
  });
  return notice(
    tenant,
    to,
    `Novo pedido de orçamento nº ${number} (${order.reference}) - ${tenant.commercialName}`,
    [
      `${tenant.commercialName} recebeu o pedido de orçamento nº ${number}.`,
      `Referência do cliente: ${order.reference}`,
      '',
      `Cliente: ${c.name}${c.company ? ` (${c.company})` : ''}`,
      ...(c.cnpj ? [`CNPJ: ${c.cnpj}`] : []),
      `E-mail: ${c.email}`,
      ...(c.phone ? [`Telefone: ${c.phone}`] : []),
      '',
      'Itens:',
      ...lines,
      ...(order.notes ? ['', `Observações: ${order.notes}`] : []),
      '',
      'Responda ao cliente pelo e-mail ou telefone informados.',
    ],
  );
}

export interface MessageNotice {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  body: string;
  product?: { code: string } | null;
}

export function messageNoticeMail(tenant: Tenant, to: string, m: MessageNotice): MailMessage {
  return notice(tenant, to, `Nova mensagem de contato: ${m.subject} - ${tenant.commercialName}`, [
    `${tenant.commercialName} recebeu uma mensagem pelo formulário de contato.`,
    '',
    `De: ${m.name} <${m.email}>`,
    ...(m.phone ? [`Telefone: ${m.phone}`] : []),
    ...(m.product ? [`Produto: ${m.product.code}`] : []),
    `Assunto: ${m.subject}`,
    '',
    m.body,
  ]);
}
