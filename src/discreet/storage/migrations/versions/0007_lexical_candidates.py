"""Lexical candidates from the GIN index, for the current tenant only.

Under FORCE ROW LEVEL SECURITY PostgreSQL cannot answer `tsv @@ query` from the GIN index
`chunks_tsv` as the app role: the match operator is not LEAKPROOF, so it may not run
before the tenant policy, and the lexical half became a scan of every chunk of the tenant
(~170 ms at 100k chunks). `discreet_lexical_candidates(query, limit)` runs as the owner
(SECURITY DEFINER, so the index is usable) and returns only chunk ids and ranks, and only
of the chunks whose `tenant_id` is the transaction's `app.tenant_id` (nothing when it is
unset). It applies no eligibility, scope or owner filter: retrieval joins the ids back to
`chunks` and `documents` as the app role, under RLS and every filter, and recomputes the
rank there, so a fault in this function could at worst change which of the tenant's own
chunks are considered, never show another tenant's row.

The rank is the lexical half's: `ts_rank(tsv, q)` with `q` the OR of the query's words.
With no weights and no normalisation each matched distinct query word adds between
0.1/1.645 and 0.1 (divided by the number of query words), so any chunk holding two or more
of the words outranks every chunk holding one. The function therefore ranks the chunks that
hold at least two of the words first (a GIN-answerable query, far more selective than the
OR on a corpus whose words recur everywhere) and ranks one-word chunks only when those are
too few to fill the limit: the first `limit` chunks returned are exactly the first `limit`
of the full OR ranking (ties broken by id), just cheaper to find.
"""

from discreet.storage.migrations.idioms import sql_revision

revision = "0007"
down_revision = "0006"

FUNCTION = r"""
CREATE FUNCTION discreet_lexical_candidates(p_query text, p_limit int)
RETURNS TABLE (chunk_id text, rank real)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = public
ROWS 200
AS $$
DECLARE
  v_tenant uuid := discreet_current_tenant();
  v_limit int := least(greatest(coalesce(p_limit, 0), 0), 2000);
  v_any tsquery;
  v_pairs tsquery;
  v_terms text[];
  v_found bigint := 0;
BEGIN
  IF v_tenant IS NULL OR v_limit = 0 OR coalesce(p_query, '') = '' THEN
    RETURN;
  END IF;
  v_any := to_tsquery('english',
                      replace(plainto_tsquery('english', p_query)::text, ' & ', ' | '));
  IF numnode(v_any) = 0 THEN
    RETURN;
  END IF;
  -- The query's distinct words, as stored lexemes (quoted for tsquery input, not re-parsed).
  SELECT array_agg('''' || replace(replace(t, '\', '\\'), '''', '''''') || '''' ORDER BY t)
    INTO v_terms
    FROM unnest(tsvector_to_array(to_tsvector('english', p_query))) AS u(t);
  IF cardinality(v_terms) >= 2 THEN
    -- Chunks holding at least two of the words: they outrank every one-word chunk.
    SELECT string_agg('(' || a.q || ' & ' || b.q || ')', ' | ')::tsquery
      INTO v_pairs
      FROM unnest(v_terms) WITH ORDINALITY AS a(q, i)
      JOIN unnest(v_terms) WITH ORDINALITY AS b(q, j) ON a.i < b.j;
    RETURN QUERY
      SELECT c.id, ts_rank(c.tsv, v_any)
        FROM chunks c
       WHERE c.tenant_id = v_tenant AND c.tsv @@ v_pairs AND c.tsv @@ v_any
       ORDER BY 2 DESC, 1
       LIMIT v_limit;
    GET DIAGNOSTICS v_found = ROW_COUNT;
    IF v_found >= v_limit THEN
      RETURN;
    END IF;
  END IF;
  -- Too few: the one-word chunks next, ranked after all of those.
  RETURN QUERY
    SELECT c.id, ts_rank(c.tsv, v_any)
      FROM chunks c
     WHERE c.tenant_id = v_tenant AND c.tsv @@ v_any
       AND (v_pairs IS NULL OR NOT c.tsv @@ v_pairs)
     ORDER BY 2 DESC, 1
     LIMIT v_limit - v_found;
END
$$;
REVOKE ALL ON FUNCTION discreet_lexical_candidates(text, int) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION discreet_lexical_candidates(text, int) TO discreet_app;
"""

upgrade, downgrade = sql_revision(
    FUNCTION, "DROP FUNCTION IF EXISTS discreet_lexical_candidates(text, int)"
)
