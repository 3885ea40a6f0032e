-- Trigram indexes serve the forum's substring search (docs/decisions/0005-forum-search-and-paging.md); pg_trgm is a
-- trusted extension, bundled with PGlite and loaded by src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
