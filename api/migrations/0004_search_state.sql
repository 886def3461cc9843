CREATE TABLE "catalog_facet_counts" (
	"tenant_id" uuid NOT NULL,
	"filter_kind" text NOT NULL,
	"filter_id" uuid NOT NULL,
	"facet_kind" text NOT NULL,
	"facet_id" uuid NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "catalog_facet_counts_tenant_id_filter_kind_filter_id_facet_kind_facet_id_pk" PRIMARY KEY("tenant_id","filter_kind","filter_id","facet_kind","facet_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_search_state" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"facets_version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_applications_vehicle_idx";--> statement-breakpoint
ALTER TABLE "catalog_facet_counts" ADD CONSTRAINT "catalog_facet_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_search_state" ADD CONSTRAINT "catalog_search_state_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_tenant_code_order_idx" ON "products" USING btree ("tenant_id","code_norm","id");--> statement-breakpoint
CREATE INDEX "product_applications_vehicle_idx" ON "product_applications" USING btree ("tenant_id","vehicle_id","product_id","year_start","year_end");--> statement-breakpoint
-- Hand-written: every write to products bumps its tenant's catalogue version, once per statement
-- (transition tables), so precomputed facet counts can never outlive the rows they counted.
CREATE FUNCTION "catalog_version_bump_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "catalog_search_state" ("tenant_id")
	SELECT DISTINCT "tenant_id" FROM "written_rows"
	ON CONFLICT ("tenant_id") DO UPDATE SET "version" = "catalog_search_state"."version" + 1;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Deletes only update: a tenant being deleted (cascade) must not get a state row back.
CREATE FUNCTION "catalog_version_bump_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalog_search_state" SET "version" = "version" + 1
	WHERE "tenant_id" IN (SELECT DISTINCT "tenant_id" FROM "deleted_rows");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_catalog_version_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS "written_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump_written"();--> statement-breakpoint
CREATE TRIGGER "products_catalog_version_update" AFTER UPDATE ON "products"
	REFERENCING NEW TABLE AS "written_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump_written"();--> statement-breakpoint
CREATE TRIGGER "products_catalog_version_delete" AFTER DELETE ON "products"
	REFERENCING OLD TABLE AS "deleted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump_deleted"();
