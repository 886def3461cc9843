-- Hand-written: the product list reads its pages and counts from covering indexes alone (index-only
-- scans, 0019-0021), which skip the table only for pages the visibility map marks all-visible.
-- Every save, bulk action and import clears that mark on the pages it touches, and with the
-- default thresholds (20% of the table changed, or 20% inserted) the products table, shared by
-- every company, would wait long for a vacuum: the lists read the table again in the meantime
-- (PostgreSQL CPU per list request 6.2 -> 13.7 ms after four benchmark runs of saves, 7.9 after a
-- VACUUM). Vacuum after about 1% changed or inserted, analyze after 2%. PGlite has no autovacuum
-- and keeps the setting unused.
ALTER TABLE "products" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
