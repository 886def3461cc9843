-- Hand-written: the tenant's catalogue version (migration 0004) was bumped by a statement
-- trigger at each write, which locked the tenant's one catalog_search_state row from the first
-- write of a transaction to its commit: every save of a tenant queued behind the others' whole
-- transactions. The bump now happens at commit (a deferred constraint trigger), once per
-- tenant and transaction, so the row is locked only while a transaction commits. Readers see
-- the same thing as before: a version that moves with every committed write.
DROP TRIGGER "products_catalog_version_insert" ON "products";--> statement-breakpoint
DROP TRIGGER "products_catalog_version_update" ON "products";--> statement-breakpoint
DROP TRIGGER "products_catalog_version_delete" ON "products";--> statement-breakpoint
DROP FUNCTION "catalog_version_bump_written"();--> statement-breakpoint
DROP FUNCTION "catalog_version_bump_deleted"();--> statement-breakpoint
CREATE FUNCTION "catalog_version_bump_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	tenant uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."tenant_id" ELSE NEW."tenant_id" END;
	-- A transaction-local setting remembers that this tenant's version moved already.
	done text := 'catalogo.version_' || replace(tenant::text, '-', '');
BEGIN
	IF coalesce(current_setting(done, true), '') = txid_current()::text THEN
		RETURN NULL;
	END IF;
	PERFORM set_config(done, txid_current()::text, true);
	IF TG_OP = 'DELETE' THEN
		-- Deletes only update: a tenant being deleted must not get a state row back.
		UPDATE "catalog_search_state" SET "version" = "version" + 1 WHERE "tenant_id" = tenant;
	ELSE
		INSERT INTO "catalog_search_state" ("tenant_id") VALUES (tenant)
		ON CONFLICT ("tenant_id") DO UPDATE SET "version" = "catalog_search_state"."version" + 1;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump_at_commit"();
