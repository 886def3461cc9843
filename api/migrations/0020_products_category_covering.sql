-- Hand-written: the category levels' index carries the list's other filter columns and sort keys
-- (drizzle-kit cannot write INCLUDE; product-schema.ts declares it without). A category, group or
-- subgroup, alone or with other filters, is a tenth to a hundredth of the products and is
-- gathered and sorted for its page (in description order its matches sit together, so walking
-- that order cannot find them sooner): from this index alone, its matches only (~20 ms for
-- 19,500 of 100,000 products on the bench machine), instead of their rows from the table or a
-- scan of a whole covering index with the category as a filter (~55 ms).
DROP INDEX "products_tenant_category_idx";--> statement-breakpoint
CREATE INDEX "products_tenant_category_idx" ON "products" USING btree ("tenant_id", "category_id", "group_id", "subgroup_id")
	INCLUDE ("id", "code_norm", "description_name", "brand_name", "status", "completeness", "updated_at", "has_image", "brand_id", "updated_by");
