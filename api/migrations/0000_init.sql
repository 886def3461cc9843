CREATE TABLE "category_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"category_status" boolean DEFAULT true NOT NULL,
	"group_status" boolean DEFAULT true NOT NULL,
	"subgroup_status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uri_name" text NOT NULL,
	"commercial_name" text NOT NULL,
	"legal_name" text NOT NULL,
	"cnpj" text NOT NULL,
	"situation" text DEFAULT 'trial' NOT NULL,
	"about" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"layout" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tenants_uri_name_unique" UNIQUE("uri_name"),
	CONSTRAINT "tenants_situation_check" CHECK ("tenants"."situation" in ('active', 'trial', 'suspended')),
	CONSTRAINT "tenants_cnpj_digits_check" CHECK ("tenants"."cnpj" ~ '^[0-9]{14}$')
);
--> statement-breakpoint
ALTER TABLE "category_settings" ADD CONSTRAINT "category_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;