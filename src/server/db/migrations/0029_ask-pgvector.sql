-- Ask's semantic search (#29, docs/decisions/057): where the database has pgvector (PGlite
-- loads it, db/client.ts), the vectors move into an untyped `vector` column and are searched
-- in SQL with `<=>`. The column has no dimension: a world holds at most 5,000 vectors of one
-- model and the search is an exact scan filtered by user and model, so no index is built
-- (an HNSW index needs a fixed dimension). A PostgreSQL without pgvector (or whose role may
-- not create it) gets nothing here and keeps `embedding real[]`, searched in memory.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS vector;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pgvector is available but may not be created by this role: semantic search stays in memory';
      RETURN;
    END;
    -- EXECUTE: the type `vector` exists only from the statement above on.
    EXECUTE 'ALTER TABLE world_message_embeddings ADD COLUMN IF NOT EXISTS vec vector';
    -- Vectors stored before: moved into `vec`; `embedding` (NOT NULL) keeps an empty array.
    EXECUTE 'UPDATE world_message_embeddings SET vec = embedding::vector, embedding = ''{}''::real[] WHERE vec IS NULL AND cardinality(embedding) > 0';
  END IF;
END
$$;
