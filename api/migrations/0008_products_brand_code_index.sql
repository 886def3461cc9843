DROP INDEX "products_tenant_brand_idx";--> statement-breakpoint
CREATE INDEX "products_tenant_brand_code_idx" ON "products" USING btree ("tenant_id","brand_id","code_norm","id");