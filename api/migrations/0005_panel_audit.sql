CREATE TABLE "audit_log" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
DROP INDEX "groups_tenant_code_unique";--> statement-breakpoint
DROP INDEX "subgroups_tenant_code_unique";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("tenant_id","entity","entity_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_tenant_category_code_unique" ON "groups" USING btree ("tenant_id","category_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "subgroups_tenant_group_code_unique" ON "subgroups" USING btree ("tenant_id","group_id","code");--> statement-breakpoint
CREATE INDEX "products_tenant_description_idx" ON "products" USING btree ("tenant_id","description_id");