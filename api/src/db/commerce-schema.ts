import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './product-schema';
import { idColumn, num, ts, rowMeta, tenantIdColumn } from './schema';

export const ORDER_STATUSES = ['new', 'in_progress', 'answered', 'closed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const MESSAGE_STATUSES = ['unread', 'read', 'answered', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface OrderCustomer {
  name: string;
  company?: string;
  cnpj?: string;
  email: string;
  phone?: string;
}

export const offers = pgTable(
  'offers',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    productId: uuid('product_id').notNull(),
    price: num('price').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at'),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    index('offers_product_idx').on(t.tenantId, t.productId, t.startsAt),
  ],
);

export const promotions = pgTable(
  'promotions',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    title: text('title').notNull(),
    banner: text('banner'),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at'),
    discount: num('discount').notNull().default(0),
    ...rowMeta(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const orders = pgTable(
  'orders',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    // Sequential per tenant: the staff's number. Visitors get the reference instead.
    number: integer('number').notNull(),
    // Random (e.g. 7K3M-9QX2), shown to the visitor: a number would tell anyone who orders twice
    // how many orders the tenant received in between.
    reference: text('reference').notNull(),
    customer: jsonb('customer').$type<OrderCustomer>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    notes: text('notes'),
    idempotencyKey: text('idempotency_key'),
    // SHA-256 of the canonical request body: a replayed key with another body is refused.
    requestHash: text('request_hash'),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('orders_tenant_number_unique').on(t.tenantId, t.number),
    uniqueIndex('orders_tenant_reference_unique').on(t.tenantId, t.reference),
    uniqueIndex('orders_tenant_idempotency_unique').on(t.tenantId, t.idempotencyKey),
    check(
      'orders_status_check',
      sql`${t.status} in ('new', 'in_progress', 'answered', 'closed', 'cancelled')`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    orderId: uuid('order_id').notNull(),
    // Kept when the product is later deleted: the line still says what was asked for.
    productId: uuid('product_id'),
    code: text('code').notNull(),
    description: text('description'),
    quantity: integer('quantity').notNull(),
    unitPrice: num('unit_price'),
    // The line's place in the request, so the order reads back as the visitor wrote it.
    rank: integer('rank').notNull().default(0),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
    }).onDelete('cascade'),
    index('order_lines_order_idx').on(t.tenantId, t.orderId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    // No foreign key: a message outlives its product (SET NULL would also clear tenant_id).
    productId: uuid('product_id'),
    status: text('status').$type<MessageStatus>().notNull().default('unread'),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('messages_tenant_created_idx').on(t.tenantId, t.createdAt),
    check('messages_status_check', sql`${t.status} in ('unread', 'read', 'answered', 'archived')`),
  ],
);

/** One row per public search: feeds the "searches with no result" report. */
export const searchLog = pgTable(
  'search_log',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    q: text('q'),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    total: integer('total').notNull(),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('search_log_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);
