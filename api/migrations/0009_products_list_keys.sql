ALTER TABLE "products" ADD COLUMN "description_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "main_image" text;--> statement-breakpoint
-- Hand-written: the panel list's sort keys and picture for the products already there.
UPDATE "products" p SET "description_name" = d."name", "brand_name" = b."name",
	"main_image" = (SELECT i."url" FROM "product_images" i
		WHERE i."tenant_id" = p."tenant_id" AND i."product_id" = p."id" ORDER BY i."rank", i."id" LIMIT 1)
FROM "descriptions" d, "brands" b
WHERE d."tenant_id" = p."tenant_id" AND d."id" = p."description_id"
	AND b."tenant_id" = p."tenant_id" AND b."id" = p."brand_id";--> statement-breakpoint
DROP INDEX "products_tenant_status_idx";--> statement-breakpoint
CREATE INDEX "products_tenant_description_name_idx" ON "products" USING btree ("tenant_id","description_name","code_norm","id");--> statement-breakpoint
CREATE INDEX "products_tenant_brand_name_idx" ON "products" USING btree ("tenant_id","brand_name","code_norm","id");--> statement-breakpoint
CREATE INDEX "products_tenant_status_idx" ON "products" USING btree ("tenant_id","status","code_norm","id");--> statement-breakpoint
-- Hand-written: a product's description and brand names follow its ids (any writer: the panel,
-- an import, the seed)...
CREATE FUNCTION "products_names_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT d."name" INTO NEW."description_name" FROM "descriptions" d
		WHERE d."tenant_id" = NEW."tenant_id" AND d."id" = NEW."description_id";
	SELECT b."name" INTO NEW."brand_name" FROM "brands" b
		WHERE b."tenant_id" = NEW."tenant_id" AND b."id" = NEW."brand_id";
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_names_insert" BEFORE INSERT ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_names_fill"();--> statement-breakpoint
CREATE TRIGGER "products_names_update" BEFORE UPDATE OF "description_id", "brand_id" ON "products"
	FOR EACH ROW WHEN (OLD."description_id" IS DISTINCT FROM NEW."description_id"
		OR OLD."brand_id" IS DISTINCT FROM NEW."brand_id")
	EXECUTE FUNCTION "products_names_fill"();--> statement-breakpoint
-- ...and a renamed description or brand renames them in its products (one function: the
-- trigger's arguments name the product's name column and id column).
CREATE FUNCTION "products_name_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format('UPDATE "products" SET %I = $1 WHERE "tenant_id" = $2 AND %I = $3',
		TG_ARGV[0], TG_ARGV[1]) USING NEW."name", NEW."tenant_id", NEW."id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "descriptions_name_follow" AFTER UPDATE OF "name" ON "descriptions"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
	EXECUTE FUNCTION "products_name_follow"('description_name', 'description_id');--> statement-breakpoint
CREATE TRIGGER "brands_name_follow" AFTER UPDATE OF "name" ON "brands"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
	EXECUTE FUNCTION "products_name_follow"('brand_name', 'brand_id');--> statement-breakpoint
-- Hand-written: the stored completeness (migration 0007) and the main picture are written
-- together, by every panel write, import and seeding (the first image by rank).
CREATE OR REPLACE FUNCTION "products_completeness_refresh"(p_tenant uuid, p_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	lc boolean; lg boolean; ls boolean;
BEGIN
	SELECT coalesce(bool_and(s."status" AND s."category_status"), true),
		coalesce(bool_and(s."status" AND s."group_status"), true),
		coalesce(bool_and(s."status" AND s."subgroup_status"), true)
	INTO lc, lg, ls
	FROM "category_settings" s WHERE s."tenant_id" = p_tenant;
	IF p_ids IS NULL THEN
		UPDATE "products" p SET "completeness" = "product_completeness"(p, lc, lg, ls),
			"main_image" = (SELECT i."url" FROM "product_images" i
				WHERE i."tenant_id" = p."tenant_id" AND i."product_id" = p."id" ORDER BY i."rank", i."id" LIMIT 1)
		WHERE p."tenant_id" = p_tenant;
	ELSE
		UPDATE "products" p SET "completeness" = "product_completeness"(p, lc, lg, ls),
			"main_image" = (SELECT i."url" FROM "product_images" i
				WHERE i."tenant_id" = p."tenant_id" AND i."product_id" = p."id" ORDER BY i."rank", i."id" LIMIT 1)
		WHERE p."tenant_id" = p_tenant AND p."id" = ANY(p_ids);
	END IF;
END $$;
--> statement-breakpoint
-- Hand-written: the category levels that are on decide which levels a product needs, so a change
-- to the tenant's category settings recomputes its products' stored completeness.
CREATE FUNCTION "category_settings_completeness"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "products_completeness_refresh"(NEW."tenant_id", NULL);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "category_settings_completeness" AFTER INSERT OR UPDATE OF "status", "category_status", "group_status", "subgroup_status" ON "category_settings"
	FOR EACH ROW EXECUTE FUNCTION "category_settings_completeness"();
