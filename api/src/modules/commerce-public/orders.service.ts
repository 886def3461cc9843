import { createHash } from 'node:crypto';
import { isUniqueViolation } from '../../db/errors';
import type { OrderCustomer } from '../../db/commerce-schema';
import type { TenantRow } from '../../db/schema';
import { AppError, fieldsInvalid, type FieldError } from '../../plugins/errors';
import { isValidCnpj, normalizeCnpj } from '../tenants/cnpj';
import type { CommerceContext } from './commerce-public.context';
import { formatBrl, orderNoticeMail } from './commerce-mails';
import type { OrderBody, OrderDto } from './orders.schemas';
import {
  findOrderableProducts,
  findOrderByKey,
  findOrderLines,
  insertOrder,
  lockTenantOrders,
  nextOrderNumber,
  unusedOrderReference,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository';
import { noticeTenant } from './tenant-notice';
import { canonicalUuid, normalizeEmail, phoneProblem } from './public-fields';

interface OrderInput {
  customer: OrderCustomer;
  lines: { productId: string; quantity: number }[];
  notes: string | null;
}

/** The stored form of the body (strings already trimmed by the route) and its rule problems. */
function normalize(body: OrderBody): OrderInput {
  const c = body.customer;
  const fields: FieldError[] = [];
  if (c.cnpj !== undefined && !isValidCnpj(c.cnpj)) {
    fields.push({ field: 'customer.cnpj', reason: 'CNPJ inválido. Confira os dígitos.' });
  }
  const phone = c.phone === undefined ? null : phoneProblem(c.phone);
  if (phone) fields.push({ field: 'customer.phone', reason: phone });
  const lines = body.lines.map((l) => ({
    productId: canonicalUuid(l.productId),
    quantity: l.quantity,
  }));
  lines.forEach((line, i) => {
    if (lines.findIndex((l) => l.productId === line.productId) < i) {
      fields.push({
        field: `lines.${i}.productId`,
        reason: 'Produto repetido: some as quantidades numa linha só.',
      });
    }
  });
  if (fields.length > 0) throw fieldsInvalid(fields);
  const customer: OrderCustomer = { name: c.name, email: normalizeEmail(c.email) };
  if (c.company) customer.company = c.company;
  if (c.cnpj) customer.cnpj = normalizeCnpj(c.cnpj);
  if (c.phone) customer.phone = c.phone;
  return { customer, lines, notes: body.notes ?? null };
}

/** SHA-256 of the normalised body; keys in a fixed order, so equal requests hash equal. */
function requestHash(input: OrderInput): string {
  const { name, company, cnpj, email, phone } = input.customer;
  const canonical = JSON.stringify({
    customer: [name, company ?? null, cnpj ?? null, email, phone ?? null],
    lines: input.lines.map((l) => [l.productId, l.quantity]),
    notes: input.notes,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** The visitor's copy: the public reference, never the tenant's sequential number. */
function toDto(order: OrderRow, lines: OrderLineRow[]): OrderDto {
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    customer: order.customer,
    notes: order.notes,
    lines: lines.map((l) => ({
      productId: l.productId,
      code: l.code,
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
    })),
  };
}

const keyReused = () =>
  new AppError(
    409,
    'IDEMPOTENCY_KEY_REUSED',
    'Esta chave de envio já foi usada em outro pedido. Gere uma nova chave para um novo pedido.',
  );

/** The order stored under this key, if any: the same body replays it, another is refused. */
async function replay(ctx: CommerceContext, tenantId: string, key: string, hash: string) {
  const existing = await findOrderByKey(ctx.db, tenantId, key);
  if (!existing) return null;
  if (existing.requestHash !== hash) throw keyReused();
  return toDto(existing, await findOrderLines(ctx.db, tenantId, existing.id));
}

/** Every line must be a published product of this tenant; priced from its current offer. */
async function priceLines(ctx: CommerceContext, tenant: TenantRow, input: OrderInput, now: Date) {
  const ids = input.lines.map((l) => l.productId);
  const found = new Map(
    (await findOrderableProducts(ctx.db, tenant.id, ids, now)).map((p) => [p.id, p]),
  );
  const fields: FieldError[] = [];
  const lines = input.lines.map((line, i) => {
    const p = found.get(line.productId);
    // A draft (or another tenant's id, which never matches) reads as unknown.
    if (!p || p.status === 'draft') {
      fields.push({ field: `lines.${i}.productId`, reason: 'Produto não encontrado no catálogo.' });
    } else if (p.status !== 'published') {
      fields.push({
        field: `lines.${i}.productId`,
        reason: 'Produto fora de linha: não pode ser pedido.',
      });
    }
    return {
      productId: line.productId,
      code: p?.code ?? '',
      description: [p?.descriptionName, p?.complement].filter(Boolean).join(' '),
      quantity: line.quantity,
      unitPrice: tenant.rules.showPrices ? (p?.offerPrice ?? null) : null,
    };
  });
  if (fields.length > 0) throw fieldsInvalid(fields);
  return lines;
}

/** minOrderValue counts only when every line has a price the visitor can see. */
function checkMinimum(tenant: TenantRow, lines: { quantity: number; unitPrice: number | null }[]) {
  const { showPrices, minOrderValue } = tenant.rules;
  if (!showPrices || !(minOrderValue > 0) || lines.some((l) => l.unitPrice === null)) return;
  const cents = lines.reduce(
    (sum, l) => sum + Math.round((l.unitPrice ?? 0) * 100) * l.quantity,
    0,
  );
  if (cents >= Math.round(minOrderValue * 100)) return;
  throw new AppError(
    400,
    'ORDER_BELOW_MINIMUM',
    `O pedido mínimo é de ${formatBrl(minOrderValue)}; este soma ${formatBrl(cents / 100)}.`,
    [{ field: 'lines', reason: `Pedido mínimo: ${formatBrl(minOrderValue)}.` }],
  );
}

export async function createOrder(
  ctx: CommerceContext,
  tenant: TenantRow,
  idempotencyKey: string,
  body: OrderBody,
  now = new Date(),
): Promise<{ order: OrderDto; replayed: boolean }> {
  const input = normalize(body);
  const hash = requestHash(input);
  const previous = await replay(ctx, tenant.id, idempotencyKey, hash);
  if (previous) return { order: previous, replayed: true };

  if (!tenant.rules.allowOrders) {
    throw new AppError(
      403,
      'ORDERS_DISABLED',
      'Esta loja não está recebendo pedidos de orçamento no momento.',
    );
  }
  const lines = await priceLines(ctx, tenant, input, now);
  checkMinimum(tenant, lines);

  let created: { order: OrderDto; number: number } | null;
  try {
    created = await ctx.db.transaction(async (tx) => {
      await lockTenantOrders(tx, tenant.id);
      // A twin request may have committed while this one waited for the lock.
      if (await findOrderByKey(tx, tenant.id, idempotencyKey)) return null;
      const row = await insertOrder(tx, {
        tenantId: tenant.id,
        number: await nextOrderNumber(tx, tenant.id),
        reference: await unusedOrderReference(tx, tenant.id),
        ...input,
        lines,
        idempotencyKey,
        requestHash: hash,
      });
      return { order: toDto(row.order, row.lines), number: row.order.number };
    });
  } catch (error) {
    // The unique index on (tenant_id, idempotency_key) is the backstop for a racing twin.
    if (!isUniqueViolation(error)) throw error;
    created = null;
  }
  if (!created) {
    const winner = await replay(ctx, tenant.id, idempotencyKey, hash);
    if (!winner) throw new Error('idempotency conflict without a stored order');
    return { order: winner, replayed: true };
  }
  const { order, number } = created;
  // The staff's notice names both: their sequential number and the reference the visitor holds.
  noticeTenant(ctx, tenant, 'order-notice', (to) => orderNoticeMail(tenant, to, order, number));
  return { order, replayed: false };
}
