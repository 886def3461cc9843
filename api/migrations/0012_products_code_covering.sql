-- Hand-written: the code-prefix index carries the list's sort keys (drizzle-kit cannot write
-- INCLUDE; product-schema.ts declares the index without them). A search by a short code prefix
-- matches tens of thousands of products; the panel list then reads their ids and sort keys
-- from the index alone instead of from every matching row of the table.
DROP INDEX "products_tenant_code_norm_idx";--> statement-breakpoint
CREATE INDEX "products_tenant_code_norm_idx" ON "products" USING btree ("tenant_id", "code_norm" text_pattern_ops)
	INCLUDE ("id", "description_name", "brand_name", "status", "completeness", "updated_at");
