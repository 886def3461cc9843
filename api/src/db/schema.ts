import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const TENANT_SITUATIONS = ['active', 'trial', 'suspended'] as const;
export type TenantSituation = (typeof TENANT_SITUATIONS)[number];

export interface CompanyAbout {
  description?: string;
  phone?: string;
  whatsapp?: string;
  email?: string;
  address?: string;
  website?: string;
  social?: Record<string, string>;
}

export interface CompanyLayout {
  logo?: string | null;
  banner?: string | null;
  colorSeccondary: string;
  colorSeccondaryContrast: string;
}

export interface CompanyRule {
  showPrices: boolean;
  allowOrders: boolean;
  minOrderValue: number;
}

// Shared by every table: optimistic concurrency (version) and audit timestamps.
export const rowMeta = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

// Column builders shared by the tenant-owned tables of every schema file.
/** tenant_id: leads every primary and foreign key (DESIGN §4); a tenant's rows go with it. */
export const tenantIdColumn = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
export const idColumn = () => uuid('id').notNull().defaultRandom();
export const ts = (name: string) => timestamp(name, { withTimezone: true });
export const num = (name: string) => numeric(name, { mode: 'number' });

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uriName: text('uri_name').notNull().unique(),
    commercialName: text('commercial_name').notNull(),
    legalName: text('legal_name').notNull(),
    cnpj: text('cnpj').notNull(),
    situation: text('situation').$type<TenantSituation>().notNull().default('trial'),
    about: jsonb('about').$type<CompanyAbout>().notNull().default({}),
    layout: jsonb('layout').$type<CompanyLayout>().notNull(),
    rules: jsonb('rules').$type<CompanyRule>().notNull(),
    /**
     * When the company went public: its owner confirmed the e-mail. A sign-up starts without it
     * (no public catalogue, no tenant-info) and is removed after 7 days unconfirmed; companies
     * made otherwise (seed, tests, before this column) are public from the start.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).defaultNow(),
    ...rowMeta(),
  },
  (t) => [
    check('tenants_situation_check', sql`${t.situation} in ('active', 'trial', 'suspended')`),
    check('tenants_cnpj_digits_check', sql`${t.cnpj} ~ '^[0-9]{14}$'`),
  ],
);

// One row per tenant, so tenant_id alone is the key (later tenant tables use (tenant_id, id)).
export const categorySettings = pgTable('category_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  status: boolean('status').notNull().default(true),
  categoryStatus: boolean('category_status').notNull().default(true),
  groupStatus: boolean('group_status').notNull().default(true),
  subgroupStatus: boolean('subgroup_status').notNull().default(true),
  ...rowMeta(),
});

export const USER_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ['invited', 'active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const AUTH_TOKEN_PURPOSES = ['email_confirm', 'password_reset'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

export const users = pgTable(
  'users',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<UserRole>().notNull(),
    status: text('status').$type<UserStatus>().notNull().default('invited'),
    // Null while invited: nobody can sign in with a password that was never set.
    passwordHash: text('password_hash'),
    emailConfirmedAt: ts('email_confirmed_at'),
    lastSignInAt: ts('last_sign_in_at'),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_tenant_email_unique').on(t.tenantId, t.email),
    check('users_role_check', sql`${t.role} in ('owner', 'admin', 'editor', 'viewer')`),
    check('users_status_check', sql`${t.status} in ('invited', 'active', 'disabled')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

// Single-use links sent by mail; only the SHA-256 of the token is stored.
export const authTokens = pgTable(
  'auth_tokens',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').$type<AuthTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('auth_tokens_tenant_hash_unique').on(t.tenantId, t.tokenHash),
    index('auth_tokens_tenant_user_idx').on(t.tenantId, t.userId),
    check('auth_tokens_purpose_check', sql`${t.purpose} in ('email_confirm', 'password_reset')`),
  ],
);

/**
 * Opaque refresh tokens, stored hashed. A family starts at sign-in and keeps its absolute expiry
 * through every rotation; presenting a rotated token after the grace window revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    rotatedAt: ts('rotated_at'),
    revokedAt: ts('revoked_at'),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('refresh_tokens_tenant_hash_unique').on(t.tenantId, t.tokenHash),
    index('refresh_tokens_tenant_family_idx').on(t.tenantId, t.familyId),
    index('refresh_tokens_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);

// Mails kept locally when no SMTP server is configured (tenant_id is null for platform mails).
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    link: text('link'),
    sentAt: ts('sent_at'),
    ...rowMeta(),
  },
  (t) => [index('outbox_to_created_idx').on(t.to, t.createdAt)],
);

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
export type CategorySettingsRow = typeof categorySettings.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type AuthTokenRow = typeof authTokens.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
