"""The lexical candidates read each chunk once, however many rounds the search takes.

`discreet_lexical_candidates` (0009) searches the way MaxScore does: the rarest query
lexemes are "essential", the chunks holding one of them are read and scored, and when the
`limit`-th score cannot be beaten by a chunk holding none of them the answer is exact;
otherwise the next rarest lexeme becomes essential and the search runs again. In 0009 each
round read every chunk holding *any* essential lexeme, so a question whose words are
common in the tenant read its first thousand chunks, then most of them again with the next
twelve hundred, then again with the next two thousand. At 100k chunks those questions set
the lexical half's p95 (33 ms against a p50 of 16 ms, benchmarks/search_latency_bench.py).

Now a round reads only the chunks holding a newly essential lexeme and none of the earlier
ones (`new & !seen`, answered from the GIN index), and its best `limit` are merged with the
best `limit` found so far. The chunks read over all rounds are exactly the chunks the last
round of 0009 read, each scored once, by the same formula, so every answer (ids, scores,
coverage, exactness) is the one 0009 gave. The capped first round (even the rarest word is
in more than `budget` chunks) is unchanged.
"""

from importlib import import_module

from discreet.storage.migrations.idioms import or_replace, sql_revision

revision = "0014"
down_revision = "0013"

_0009 = import_module("discreet.storage.migrations.versions.0009_lexical_terms")

ROUNDS = r"""
CREATE OR REPLACE FUNCTION discreet_lexical_candidates(
  p_query text, p_owners text[], p_limit int, p_budget int DEFAULT 1000)
RETURNS TABLE (chunk_id text, score double precision, coverage double precision, exact boolean)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = public
SET enable_seqscan = off
ROWS 200
AS $$
DECLARE
  v_tenant uuid := discreet_current_tenant();
  v_limit int := least(greatest(coalesce(p_limit, 0), 0), 2000);
  v_budget int := greatest(coalesce(p_budget, 0), 1);
  v_terms int;          -- the query's distinct lexemes, held by some chunk or not
  v_tq text[];          -- those held by some chunk, rarest first, as tsquery input
  v_df int[];
  v_idf float8[];
  v_n int;
  v_essential int := 0;
  v_read bigint := 0;
  v_rest float8;
  v_find tsquery;
  v_new tsquery;        -- the lexemes made essential in this round
  v_seen tsquery;       -- those of the earlier rounds: their chunks are already scored
  v_cap int;            -- rows read at most (NULL: all the essential lexemes' chunks)
  v_sql text;
  v_ids text[];
  v_scores float8[];
  v_covers float8[];
  v_round_ids text[];
  v_round_scores float8[];
  v_round_covers float8[];
  v_exact boolean := false;
BEGIN
  IF v_tenant IS NULL OR v_limit = 0 OR coalesce(p_query, '') = '' THEN
    RETURN;
  END IF;
  SELECT count(*)::int,
         array_agg(w.query::text ORDER BY w.df, w.lexeme) FILTER (WHERE w.df > 0),
         array_agg(w.df ORDER BY w.df, w.lexeme) FILTER (WHERE w.df > 0),
         array_agg(w.idf ORDER BY w.df, w.lexeme) FILTER (WHERE w.df > 0)
    INTO v_terms, v_tq, v_df, v_idf
    FROM discreet_lexical_weights(p_query, p_owners) w;
  v_n := coalesce(cardinality(v_tq), 0);
  IF v_n = 0 THEN
    RETURN;
  END IF;
  -- score: idf × ts_rank of each query lexeme the chunk holds, summed; coverage: their share
  -- (a lexeme's ts_rank is above 0 exactly when the chunk holds it, so each is taken once).
  SELECT format(
    'SELECT array_agg(id ORDER BY s DESC, id), array_agg(s ORDER BY s DESC, id),
            array_agg(m ORDER BY s DESC, id)
       FROM (SELECT r.id, round((%s)::numeric, 9)::float8 AS s, (%s)::float8 / %s AS m
               FROM (SELECT c.id, %s FROM chunks c
                      WHERE c.tenant_id = $1 AND c.tsv @@ $2 AND c.owner = ANY($5)
                      LIMIT $4) r
              ORDER BY 2 DESC, 1 LIMIT $3) top',
    string_agg(format('%s * r.r%s', i, k), ' + ' ORDER BY k),
    string_agg(format('(r.r%s > 0)::int', k), ' + ' ORDER BY k),
    v_terms,
    string_agg(format('ts_rank(c.tsv, %L::tsquery)::float8 AS r%s', t, k), ', ' ORDER BY k))
    INTO v_sql
    FROM unnest(v_tq, v_idf) WITH ORDINALITY AS u(t, i, k);
  LOOP
    -- The rarest lexemes not yet essential become so while their frequencies fit the budget
    -- (at least one per round).
    SELECT string_agg(t, ' | ')::tsquery INTO v_new
      FROM unnest(v_tq[v_essential + 1:v_essential + 1]) AS t;
    LOOP
      v_essential := v_essential + 1;
      v_read := v_read + v_df[v_essential];
      EXIT WHEN v_essential = v_n OR v_read + v_df[v_essential + 1] > v_budget;
      v_new := v_new || v_tq[v_essential + 1]::tsquery;
    END LOOP;
    IF v_essential = 1 AND v_read > v_budget THEN
      -- Even the rarest word is common here: read at most `budget` chunks, those holding
      -- the two rarest words (or either, when too few hold both). Approximate.
      v_cap := v_budget;
      IF v_n >= 2 THEN
        v_find := (v_tq[1] || ' & ' || v_tq[2])::tsquery;
        EXECUTE v_sql USING v_tenant, v_find, v_limit, v_cap, p_owners
          INTO v_ids, v_scores, v_covers;
        EXIT WHEN coalesce(cardinality(v_ids), 0) >= v_limit;
        v_find := (v_tq[1] || ' | ' || v_tq[2])::tsquery;
      ELSE
        v_find := v_tq[1]::tsquery;
      END IF;
      EXECUTE v_sql USING v_tenant, v_find, v_limit, v_cap, p_owners
        INTO v_ids, v_scores, v_covers;
      EXIT;
    END IF;
    -- Only the chunks no earlier round read: a chunk holding an earlier essential lexeme
    -- was scored then, by the same formula.
    v_find := CASE WHEN v_seen IS NULL THEN v_new ELSE v_new && !! v_seen END;
    EXECUTE v_sql USING v_tenant, v_find, v_limit, v_cap, p_owners
      INTO v_round_ids, v_round_scores, v_round_covers;
    SELECT array_agg(b.id ORDER BY b.s DESC, b.id), array_agg(b.s ORDER BY b.s DESC, b.id),
           array_agg(b.m ORDER BY b.s DESC, b.id)
      INTO v_ids, v_scores, v_covers
      FROM (SELECT a.id, a.s, a.m
              FROM (SELECT * FROM unnest(v_ids, v_scores, v_covers) AS x(id, s, m)
                    UNION ALL
                    SELECT * FROM unnest(v_round_ids, v_round_scores, v_round_covers)
                      AS y(id, s, m)) a
             ORDER BY a.s DESC, a.id
             LIMIT v_limit) b;
    v_seen := CASE WHEN v_seen IS NULL THEN v_new ELSE v_seen || v_new END;
    -- A chunk holding no essential lexeme scores at most the other lexemes' idf summed.
    -- (ts_rank of one lexeme in an unweighted tsvector is 0.1 × Σ 1/j² over its occurrences
    -- j, divided by π²/6: below 0.1.)
    SELECT 0.1 * coalesce(sum(x), 0) INTO v_rest FROM unnest(v_idf[v_essential + 1:]) AS x;
    v_exact := v_essential = v_n
               OR (coalesce(cardinality(v_ids), 0) >= v_limit AND v_scores[v_limit] >= v_rest);
    EXIT WHEN v_exact OR v_read + v_df[v_essential + 1] > 2 * v_budget;
  END LOOP;
  RETURN QUERY
    SELECT u.id, u.s, u.m, v_exact FROM unnest(v_ids, v_scores, v_covers) AS u(id, s, m);
END
$$;
"""

upgrade, downgrade = sql_revision(ROUNDS, or_replace(_0009.CANDIDATES))
