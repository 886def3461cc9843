ALTER TABLE "products" DROP CONSTRAINT "products_ean13_check";--> statement-breakpoint
ALTER TABLE "catalog_search_state" ADD COLUMN "product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_applications" ADD COLUMN "rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_cross_refs" ADD COLUMN "rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_oe_refs" ADD COLUMN "rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "completeness" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_tenant_updated_idx" ON "products" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "products_tenant_completeness_idx" ON "products" USING btree ("tenant_id","completeness","id");--> statement-breakpoint
CREATE INDEX "products_tenant_status_idx" ON "products" USING btree ("tenant_id","status","code_norm");--> statement-breakpoint
CREATE INDEX "products_tenant_ean_idx" ON "products" USING btree ("tenant_id","ean13");--> statement-breakpoint
CREATE INDEX "products_tenant_updated_by_idx" ON "products" USING btree ("tenant_id","updated_by");--> statement-breakpoint
CREATE INDEX "products_tenant_replaced_by_idx" ON "products" USING btree ("tenant_id","replaced_by_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_dun14_check" CHECK ("products"."dun14" ~ '^[0-9]{14}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ean13_check" CHECK ("products"."ean13" ~ '^([0-9]{8}|[0-9]{12,14}|SEM GTIN)$');--> statement-breakpoint
-- Hand-written: the tenant's product count follows every insert and delete (one statement-level
-- trigger each, like the version bump), so the panel's unfiltered list answers its total without
-- counting. Deletes only update: a tenant being deleted must not get a state row back.
CREATE FUNCTION "catalog_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "catalog_search_state" ("tenant_id", "product_count")
	SELECT "tenant_id", count(*) FROM "inserted_rows" GROUP BY "tenant_id"
	ON CONFLICT ("tenant_id") DO UPDATE
		SET "product_count" = "catalog_search_state"."product_count" + excluded."product_count";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "catalog_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalog_search_state" s SET "product_count" = greatest(s."product_count" - d.n, 0)
	FROM (SELECT "tenant_id", count(*) AS n FROM "deleted_rows" GROUP BY "tenant_id") d
	WHERE s."tenant_id" = d."tenant_id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_count_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_count_inserted"();--> statement-breakpoint
CREATE TRIGGER "products_count_delete" AFTER DELETE ON "products"
	REFERENCING OLD TABLE AS "deleted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_count_deleted"();--> statement-breakpoint
INSERT INTO "catalog_search_state" ("tenant_id", "product_count")
	SELECT "tenant_id", count(*) FROM "products" GROUP BY "tenant_id"
	ON CONFLICT ("tenant_id") DO UPDATE SET "product_count" = excluded."product_count";--> statement-breakpoint
-- Hand-written: a product's completeness (0-100) over the items of the panel's review section
-- (src/modules/products/completeness.ts lists the same items with their reasons). Required:
-- code, brand, description, each category level the tenant has on, an image, NCM, origin,
-- sales unit. Recommended: a criterion, EAN, both weights, the three dimensions, an
-- application or a reference, the info text. p_ids null: every product of the tenant.
CREATE FUNCTION "products_completeness_refresh"(p_tenant uuid, p_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
	WITH lv AS (
		SELECT coalesce(bool_and(s."status" AND s."category_status"), true) AS c,
			coalesce(bool_and(s."status" AND s."group_status"), true) AS g,
			coalesce(bool_and(s."status" AND s."subgroup_status"), true) AS sg
		FROM "category_settings" s WHERE s."tenant_id" = p_tenant
	)
	UPDATE "products" p SET "completeness" = round(100.0 * (
		3 + (lv.c AND p."category_id" IS NOT NULL)::int + (lv.g AND p."group_id" IS NOT NULL)::int
		+ (lv.sg AND p."subgroup_id" IS NOT NULL)::int
		+ (EXISTS (SELECT 1 FROM "product_images" i WHERE i."tenant_id" = p."tenant_id" AND i."product_id" = p."id"))::int
		+ (p."ncm" IS NOT NULL)::int + (p."origin" IS NOT NULL)::int + (p."sales_unit" IS NOT NULL)::int
		+ (EXISTS (SELECT 1 FROM "product_criteria" c WHERE c."tenant_id" = p."tenant_id" AND c."product_id" = p."id"))::int
		+ (p."ean13" IS NOT NULL)::int
		+ (p."net_weight" IS NOT NULL AND p."gross_weight" IS NOT NULL)::int
		+ (p."height" IS NOT NULL AND p."width" IS NOT NULL AND p."length" IS NOT NULL)::int
		+ (EXISTS (SELECT 1 FROM "product_applications" a WHERE a."tenant_id" = p."tenant_id" AND a."product_id" = p."id")
			OR EXISTS (SELECT 1 FROM "product_oe_refs" o WHERE o."tenant_id" = p."tenant_id" AND o."product_id" = p."id")
			OR EXISTS (SELECT 1 FROM "product_cross_refs" x WHERE x."tenant_id" = p."tenant_id" AND x."product_id" = p."id"))::int
		+ (coalesce(btrim(p."info_text"), '') <> '')::int
	) / (13 + lv.c::int + lv.g::int + lv.sg::int))
	FROM lv
	WHERE p."tenant_id" = p_tenant AND (p_ids IS NULL OR p."id" = ANY(p_ids));
$$;--> statement-breakpoint
SELECT "products_completeness_refresh"(t."tenant_id", NULL) FROM (SELECT DISTINCT "tenant_id" FROM "products") t;
