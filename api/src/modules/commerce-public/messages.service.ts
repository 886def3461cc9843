import type { TenantRow } from '../../db/schema';
import { fieldsInvalid, type FieldError } from '../../plugins/errors';
import type { CommerceContext } from './commerce-public.context';
import { messageNoticeMail } from './commerce-mails';
import type { MessageBody } from './messages.schemas';
import { findVisibleProductCode, insertMessage } from './messages.repository';
import { canonicalUuid, normalizeEmail, phoneProblem } from './public-fields';
import { noticeTenant } from './tenant-notice';

export async function createMessage(ctx: CommerceContext, tenant: TenantRow, body: MessageBody) {
  const fields: FieldError[] = [];
  const phone = body.phone === undefined ? null : phoneProblem(body.phone);
  if (phone) fields.push({ field: 'phone', reason: phone });
  const productId = body.productId === undefined ? null : canonicalUuid(body.productId);
  // Another tenant's product, a draft and an unknown id all read the same.
  const product = productId ? await findVisibleProductCode(ctx.db, tenant.id, productId) : null;
  if (productId && !product) {
    fields.push({ field: 'productId', reason: 'Produto não encontrado no catálogo.' });
  }
  if (fields.length > 0) throw fieldsInvalid(fields);

  const message = {
    name: body.name,
    email: normalizeEmail(body.email),
    subject: body.subject,
    body: body.body,
    ...(body.phone ? { phone: body.phone } : {}),
  };
  const row = await insertMessage(ctx.db, { tenantId: tenant.id, productId, ...message });
  noticeTenant(ctx, tenant, 'message-notice', (to) =>
    messageNoticeMail(tenant, to, { ...message, product }),
  );
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
