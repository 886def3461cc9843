-- Hand-written function (drizzle-kit cannot write one): the words of the public search, as
-- catalog-public/search-words.ts folds what a visitor types, so both sides meet. Lower case,
-- no accents, punctuation to spaces, the pt-BR stop words out (so "pastilha de freio" has
-- adjacent positions for a phrase), and the plural made singular by its ending: -ões/-ães →
-- -ão, -ais/-eis/-ois/-uis → -l, -ns → -m, -res/-zes → -r/-z, else a final -s (not -ss), on
-- words long enough (two letters before the ending). Both sides must change together.
CREATE OR REPLACE FUNCTION catalog_search_words(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
  select trim(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(
      translate(lower(t), 'áàâãäåéèêëíìîïóòôõöúùûüçñ', 'aaaaaaeeeeiiiiooooouuuucn'),
      '[^a-z0-9]+', ' ', 'g'),
      '\m(a|o|as|os|e|de|da|do|das|dos|em|no|na|nos|nas|para|pra|com|por|um|uma|p|c)\M', ' ', 'g'),
      '([a-z]{2})oes\M', '\1ao', 'g'),
      '([a-z]{2})aes\M', '\1ao', 'g'),
      '([a-z]{2}[aeou])is\M', '\1l', 'g'),
      '([a-z]{2})ns\M', '\1m', 'g'),
      '([a-z]{2}[rz])es\M', '\1', 'g'),
      '([a-z]{2}[a-rt-z])s\M', '\1', 'g'),
    '\s+', ' ', 'g'))
  $$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_terms" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, catalog_search_words(search_text || ' ' || brand_name))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_terms_idx" ON "products" USING gin ("search_terms");