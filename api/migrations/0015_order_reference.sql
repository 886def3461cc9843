-- Hand-edited: the column drizzle-kit wrote (NOT NULL at once) cannot be added to a table with
-- rows. Orders get a public reference, random per order (orders.service.ts draws it for new
-- ones), so the visitor no longer sees the tenant's sequential number. Existing orders get one
-- in the same form, 8 of Crockford's base-32 digits as XXXX-XXXX; random() is enough for them
-- (their numbers were already shown), a repeat within a tenant is drawn again.
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE FUNCTION "order_reference_draw"() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT left(r, 4) || '-' || right(r, 4) FROM (
    SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '') AS r
    FROM generate_series(1, 8)
  ) AS drawn
$$;--> statement-breakpoint
UPDATE "orders" SET "reference" = "order_reference_draw"();--> statement-breakpoint
DO $$
BEGIN
  WHILE EXISTS (SELECT 1 FROM "orders" GROUP BY "tenant_id", "reference" HAVING count(*) > 1) LOOP
    UPDATE "orders" o SET "reference" = "order_reference_draw"()
    WHERE EXISTS (SELECT 1 FROM "orders" d WHERE d."tenant_id" = o."tenant_id"
      AND d."reference" = o."reference" AND d."id" <> o."id");
  END LOOP;
END
$$;--> statement-breakpoint
DROP FUNCTION "order_reference_draw"();--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tenant_reference_unique" ON "orders" USING btree ("tenant_id","reference");
