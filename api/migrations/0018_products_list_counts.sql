CREATE TABLE "product_list_counts" (
	"tenant_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"subgroup_id" uuid NOT NULL,
	"status" text NOT NULL,
	"has_image" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "product_list_counts_pk" PRIMARY KEY("tenant_id","brand_id","category_id","group_id","subgroup_id","status","has_image")
);
--> statement-breakpoint
ALTER TABLE "product_list_counts" ADD CONSTRAINT "product_list_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the counts follow every insert, update and delete of products, one grouped
-- statement per written statement (transition tables, like the product count of migration
-- 0006), whoever writes: panel, bulk actions, CSV import, generator, SQL. An update changes
-- the counts only where it moved a product to another brand, category level, status or
-- image state (has_image is generated from main_image, so an image change is seen here); an
-- update of anything else nets to nothing and touches no row. Rows are taken in key order so
-- two writers lock them in the same order. A count that falls to 0 keeps its row (a later
-- product of that combination adds to it): no delete races an insert, and the rows stay as
-- few as the combinations ever used. Deletes only update: a tenant being deleted (cascade)
-- must not get rows back.
CREATE FUNCTION "product_list_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_list_counts" AS c ("tenant_id", "brand_id", "category_id", "group_id",
		"subgroup_id", "status", "has_image", "n")
	SELECT "tenant_id", "brand_id",
		coalesce("category_id", '00000000-0000-0000-0000-000000000000'::uuid),
		coalesce("group_id", '00000000-0000-0000-0000-000000000000'::uuid),
		coalesce("subgroup_id", '00000000-0000-0000-0000-000000000000'::uuid),
		"status", "has_image", count(*)
	FROM "inserted_rows" GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
	ON CONFLICT ON CONSTRAINT "product_list_counts_pk" DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_list_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_list_counts" AS c ("tenant_id", "brand_id", "category_id", "group_id",
		"subgroup_id", "status", "has_image", "n")
	SELECT "tenant_id", "brand_id", "category_id", "group_id", "subgroup_id", "status",
		"has_image", sum("n")
	FROM (
		SELECT "tenant_id", "brand_id",
			coalesce("category_id", '00000000-0000-0000-0000-000000000000'::uuid) AS "category_id",
			coalesce("group_id", '00000000-0000-0000-0000-000000000000'::uuid) AS "group_id",
			coalesce("subgroup_id", '00000000-0000-0000-0000-000000000000'::uuid) AS "subgroup_id",
			"status", "has_image", 1 AS "n"
		FROM "new_rows"
		UNION ALL
		SELECT "tenant_id", "brand_id",
			coalesce("category_id", '00000000-0000-0000-0000-000000000000'::uuid),
			coalesce("group_id", '00000000-0000-0000-0000-000000000000'::uuid),
			coalesce("subgroup_id", '00000000-0000-0000-0000-000000000000'::uuid),
			"status", "has_image", -1
		FROM "old_rows"
	) d
	GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum("n") <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
	ON CONFLICT ON CONSTRAINT "product_list_counts_pk" DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_list_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "product_list_counts" c SET "n" = c."n" - d."n"
	FROM (
		SELECT "tenant_id", "brand_id",
			coalesce("category_id", '00000000-0000-0000-0000-000000000000'::uuid) AS "category_id",
			coalesce("group_id", '00000000-0000-0000-0000-000000000000'::uuid) AS "group_id",
			coalesce("subgroup_id", '00000000-0000-0000-0000-000000000000'::uuid) AS "subgroup_id",
			"status", "has_image", count(*) AS "n"
		FROM "deleted_rows" GROUP BY 1, 2, 3, 4, 5, 6, 7
	) d
	WHERE c."tenant_id" = d."tenant_id" AND c."brand_id" = d."brand_id"
		AND c."category_id" = d."category_id" AND c."group_id" = d."group_id"
		AND c."subgroup_id" = d."subgroup_id" AND c."status" = d."status"
		AND c."has_image" = d."has_image";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_list_counts_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "product_list_counts_inserted"();--> statement-breakpoint
CREATE TRIGGER "products_list_counts_update" AFTER UPDATE ON "products"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "product_list_counts_updated"();--> statement-breakpoint
CREATE TRIGGER "products_list_counts_delete" AFTER DELETE ON "products"
	REFERENCING OLD TABLE AS "deleted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "product_list_counts_deleted"();--> statement-breakpoint
-- The products already there, counted once.
INSERT INTO "product_list_counts" ("tenant_id", "brand_id", "category_id", "group_id",
	"subgroup_id", "status", "has_image", "n")
SELECT "tenant_id", "brand_id",
	coalesce("category_id", '00000000-0000-0000-0000-000000000000'::uuid),
	coalesce("group_id", '00000000-0000-0000-0000-000000000000'::uuid),
	coalesce("subgroup_id", '00000000-0000-0000-0000-000000000000'::uuid),
	"status", "has_image", count(*)
FROM "products" GROUP BY 1, 2, 3, 4, 5, 6, 7;
