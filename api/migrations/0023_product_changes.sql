CREATE TABLE "product_changes" (
	"tenant_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "product_changes_pk" PRIMARY KEY("tenant_id","version","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_changes" ADD CONSTRAINT "product_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the commit trigger of migration 0011 also notes each product a transaction
-- wrote, under the version the transaction's commit gives the tenant (one bump per tenant and
-- transaction, as before). The first row of a transaction bumps the version (and, every 100
-- versions, prunes the tenant's notes older than 1,000 versions); the version is kept in the
-- transaction-local setting for the rows after it. A tenant being deleted has no state row any more: nothing is
-- noted for it.
CREATE OR REPLACE FUNCTION "catalog_version_bump_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	tenant uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."tenant_id" ELSE NEW."tenant_id" END;
	product uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END;
	done text := 'catalogo.version_' || replace(tenant::text, '-', '');
	state text := coalesce(current_setting(done, true), '');
	v bigint;
BEGIN
	IF split_part(state, ':', 1) = txid_current()::text THEN
		v := nullif(split_part(state, ':', 2), '')::bigint;
	ELSE
		IF TG_OP = 'DELETE' THEN
			-- Deletes only update: a tenant being deleted must not get a state row back.
			UPDATE "catalog_search_state" SET "version" = "version" + 1 WHERE "tenant_id" = tenant
			RETURNING "version" INTO v;
		ELSE
			INSERT INTO "catalog_search_state" ("tenant_id") VALUES (tenant)
			ON CONFLICT ("tenant_id") DO UPDATE SET "version" = "catalog_search_state"."version" + 1
			RETURNING "version" INTO v;
		END IF;
		PERFORM set_config(done, txid_current()::text || ':' || coalesce(v::text, ''), true);
		-- Pruned every 100 versions, not at each commit: the tenant's state row stays locked
		-- from the bump to the end of the commit, and every save of the tenant waits for it.
		IF v % 100 = 0 THEN
			DELETE FROM "product_changes" WHERE "tenant_id" = tenant AND "version" < v - 1000;
		END IF;
	END IF;
	IF v IS NOT NULL THEN
		INSERT INTO "product_changes" ("tenant_id", "version", "product_id") VALUES (tenant, v, product)
		ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END $$;
