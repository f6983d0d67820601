"""HNSW index for dense retrieval with the default embedding model.

`chunks.embedding` is an untyped `vector` (models of different dimensions share the
table), and an HNSW index needs a fixed dimension, so the index is on the expression
`embedding::vector(384)` and partial on the model id: rows of other models are neither
cast nor indexed. Retrieval (`knowledge/retrieval.py`, `ANN_INDEXED_MODELS`) writes the
same expression and the same literal so the planner can use it, applies the owner, scope
and eligibility filters to the index's ranked prefix, and redoes the search exactly when a
selective filter leaves too few — so the index never makes a filtered search under-return.

A new model id (or a bumped suffix) needs its own partial index in a new migration; until
then its chunks are searched exactly, which is correct, only slower.
"""

from discreet.storage.migrations.idioms import sql_revision

revision = "0005"
down_revision = "0004"

upgrade, downgrade = sql_revision(
    "CREATE INDEX IF NOT EXISTS chunks_embedding_minilm_hnsw ON chunks "
    "USING hnsw ((embedding::vector(384)) vector_cosine_ops) "
    "WITH (m = 16, ef_construction = 64) "
    "WHERE embedding_model = 'all-MiniLM-L6-v2@1'",
    "DROP INDEX IF EXISTS chunks_embedding_minilm_hnsw",
)
