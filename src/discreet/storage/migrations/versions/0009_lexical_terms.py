"""Per-tenant term statistics, and a lexical half that ranks by them.

The lexical half ranked every chunk holding a query word with `ts_rank`, which knows nothing
of how common a word is. On a large tenant a question's words ("cloud", "account") are in a
third of the chunks, and ranking those (~36k of 100k) dominated search latency (p95 ~250 ms).

* `chunks.owner`: a chunk carries its document's owner (`shared`, `customer:<id>`,
  `account:<id>`; a document's owner never changes), filled in by a trigger from
  `documents`, so statistics and candidates can be kept and read per owner.
* `lexical_terms (tenant_id, owner, lexeme, df)`: how many of the tenant's chunks of that
  owner hold each lexeme; the row with the empty lexeme (which no tsvector holds) counts the
  chunks. Kept by statement-level triggers on `chunks` (insert and delete; chunk text is
  never updated) that run as the owner, so the app role has no grant on the table. A lexeme
  whose count falls to zero is deleted, so erasing a document leaves none of its words
  behind. Writers of one tenant's counts take a transaction-scoped advisory lock first, so
  concurrent ingests queue rather than deadlock. Backfilled here from the existing chunks.
* `discreet_lexical_weights(query, owners)`: the query's distinct lexemes (each also as a
  one-lexeme tsquery) with their document frequency among the current tenant's chunks of
  those owners and their BM25 idf, `ln(1 + (N - df + 0.5) / (df + 0.5))`. Scoped in the
  query like everything else: a customer's ranking is computed from what that customer may
  see (shared documents, its own and its account's), so another customer's documents
  cannot move it. Nothing without a tenant.
* `discreet_lexical_candidates(query, owners, limit)` (replacing 0007's) returns the
  current tenant's `limit` best chunks of those owners by score: for each query lexeme a
  chunk holds, its idf times `ts_rank(tsv, lexeme)` (0.061 for one occurrence, growing with
  more and saturating at 0.1 on the unweighted tsvectors of chunks, like BM25's tf term),
  summed; with `coverage`, the share of the query's lexemes the chunk holds.

  It finds them the way MaxScore does. The rarest lexemes whose document frequencies add up
  to at most `budget` (1000 chunks) are "essential", and only chunks holding one of them are
  read and scored (through the GIN index). A chunk holding none of them scores at most 0.1
  times the sum of the other lexemes' idf; when the `limit`-th score found is at least that
  bound, no other chunk can enter the result and the answer is exact. Otherwise the next
  rarest lexemes are made essential and the search repeats, while the essential frequencies
  stay under `2 * budget`; past that the answer is the best of what was read. When even the
  rarest word of the question is in more than `budget` chunks, at most `budget` chunks
  holding its two rarest words are read (holding either, if too few hold both). Those
  answers are approximate, flagged `exact = false` (their words are common in this tenant,
  so the lexical half has little to say about them anyway; the dense half is unaffected).

The capped read would tempt the planner into a sequential scan that stops at `budget` matches
(cheap by its estimate, ~20k rows read in fact); the function turns sequential scans off for
its own statements, so the GIN index always finds the candidates.

As in 0007, the function is SECURITY DEFINER (under RLS the GIN index is out of the app
role's reach) and returns only ids and scores of the current tenant's chunks of the given
owners; retrieval joins them back under RLS and every filter, the owner filter included.
"""

from alembic import op

from discreet.storage.migrations.idioms import tenant_policies

revision = "0009"
down_revision = "0008"

LEXICON_LOCK = 0x4C455843  # "LEXC"; the second key is hashtext(tenant_id)

CANDIDATES = r"""CREATE FUNCTION discreet_lexical_candidates(
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
  v_cap int;            -- rows read at most (NULL: all the essential lexemes' chunks)
  v_sql text;
  v_ids text[];
  v_scores float8[];
  v_covers float8[];
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
  -- score: idf × ts_rank of each query lexeme the chunk holds, summed; coverage: their share.
  SELECT format(
    'SELECT array_agg(id ORDER BY s DESC, id), array_agg(s ORDER BY s DESC, id),
            array_agg(m ORDER BY s DESC, id)
       FROM (SELECT c.id, round((%s)::numeric, 9)::float8 AS s, (%s)::float8 / %s AS m
               FROM (SELECT c.id, c.tsv FROM chunks c
                      WHERE c.tenant_id = $1 AND c.tsv @@ $2 AND c.owner = ANY($5)
                      LIMIT $4) c
              ORDER BY 2 DESC, 1 LIMIT $3) top',
    string_agg(format('%s * ts_rank(c.tsv, %L::tsquery)::float8', i, t), ' + '),
    string_agg(format('(c.tsv @@ %L::tsquery)::int', t), ' + '),
    v_terms)
    INTO v_sql
    FROM unnest(v_tq, v_idf) AS u(t, i);
  LOOP
    -- The rarest lexemes not yet essential become so while their frequencies fit the budget
    -- (at least one per round).
    LOOP
      v_essential := v_essential + 1;
      v_read := v_read + v_df[v_essential];
      EXIT WHEN v_essential = v_n OR v_read + v_df[v_essential + 1] > v_budget;
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
    ELSE
      SELECT string_agg(t, ' | ')::tsquery INTO v_find FROM unnest(v_tq[1:v_essential]) AS t;
    END IF;
    EXECUTE v_sql USING v_tenant, v_find, v_limit, v_cap, p_owners
          INTO v_ids, v_scores, v_covers;
    EXIT WHEN v_cap IS NOT NULL;
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
"""`discreet_lexical_candidates` as this revision made it (0014 replaces it)."""

UPGRADE = rf"""
-- A chunk carries its document's owner (documents.owner never changes), so that statistics
-- and candidates can be kept and read per owner, even when a cascaded delete has already
-- removed the document.
ALTER TABLE chunks ADD COLUMN owner text;
UPDATE chunks c SET owner = d.owner FROM documents d WHERE d.id = c.document_id;
ALTER TABLE chunks ALTER COLUMN owner SET NOT NULL;
CREATE FUNCTION discreet_chunk_owner() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.owner := (SELECT d.owner FROM documents d WHERE d.id = NEW.document_id);
  RETURN NEW;
END $$;
CREATE TRIGGER chunks_owner BEFORE INSERT OR UPDATE OF owner, document_id ON chunks
  FOR EACH ROW EXECUTE FUNCTION discreet_chunk_owner();

CREATE TABLE lexical_terms (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  owner text NOT NULL,
  lexeme text NOT NULL,
  df integer NOT NULL CHECK (df >= 0),
  PRIMARY KEY (tenant_id, lexeme, owner)
);
{tenant_policies("lexical_terms")}

INSERT INTO lexical_terms (tenant_id, owner, lexeme, df)
SELECT c.tenant_id, c.owner, l.lexeme, count(*)
  FROM chunks c, unnest(tsvector_to_array(c.tsv)) AS l(lexeme)
 GROUP BY 1, 2, 3
UNION ALL
SELECT tenant_id, owner, '', count(*) FROM chunks GROUP BY 1, 2;

CREATE FUNCTION discreet_lexicon_added() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM pg_advisory_xact_lock({LEXICON_LOCK}, hashtext(t.tenant_id::text))
     FROM (SELECT DISTINCT tenant_id FROM added ORDER BY 1) t;
  INSERT INTO lexical_terms AS t (tenant_id, owner, lexeme, df)
  SELECT tenant_id, owner, lexeme, sum(n)::int FROM (
    SELECT a.tenant_id, a.owner, l.lexeme, 1 AS n
      FROM added a, unnest(tsvector_to_array(a.tsv)) AS l(lexeme)
    UNION ALL
    SELECT a.tenant_id, a.owner, '', 1 FROM added a
  ) s GROUP BY 1, 2, 3
  ON CONFLICT (tenant_id, lexeme, owner) DO UPDATE SET df = t.df + excluded.df;
  RETURN NULL;
END $$;

CREATE FUNCTION discreet_lexicon_removed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  v_tenants uuid[];
  v_owners text[];
  v_lexemes text[];
BEGIN
  PERFORM pg_advisory_xact_lock({LEXICON_LOCK}, hashtext(t.tenant_id::text))
     FROM (SELECT DISTINCT tenant_id FROM removed ORDER BY 1) t;
  WITH s AS (
    SELECT tenant_id, owner, lexeme, sum(n)::int AS n FROM (
      SELECT r.tenant_id, r.owner, l.lexeme, 1 AS n
        FROM removed r, unnest(tsvector_to_array(r.tsv)) AS l(lexeme)
      UNION ALL
      SELECT r.tenant_id, r.owner, '', 1 FROM removed r
    ) u GROUP BY 1, 2, 3
  ), counted AS (
    UPDATE lexical_terms t SET df = greatest(t.df - s.n, 0)
      FROM s
     WHERE t.tenant_id = s.tenant_id AND t.owner = s.owner AND t.lexeme = s.lexeme
    RETURNING t.tenant_id, t.owner, t.lexeme, t.df
  )
  SELECT array_agg(tenant_id), array_agg(owner), array_agg(lexeme)
    INTO v_tenants, v_owners, v_lexemes
    FROM counted WHERE df = 0;
  -- A word no chunk holds any more goes: an erased document leaves none of its words here.
  DELETE FROM lexical_terms d
   USING unnest(v_tenants, v_owners, v_lexemes) AS z(tenant_id, owner, lexeme)
   WHERE d.tenant_id = z.tenant_id AND d.owner = z.owner AND d.lexeme = z.lexeme
     AND d.df = 0;
  RETURN NULL;
END $$;

-- Every query probes the GIN index; with `fastupdate` each probe also scanned the pending
-- list of recent inserts (up to 4 MB, ~500 pages, 4 ms a probe after a bulk ingest).
ALTER INDEX chunks_tsv SET (fastupdate = off);
SELECT gin_clean_pending_list('chunks_tsv'::regclass);

CREATE TRIGGER chunks_lexicon_added AFTER INSERT ON chunks
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION discreet_lexicon_added();
CREATE TRIGGER chunks_lexicon_removed AFTER DELETE ON chunks
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION discreet_lexicon_removed();
REVOKE ALL ON FUNCTION discreet_lexicon_added() FROM PUBLIC;
REVOKE ALL ON FUNCTION discreet_lexicon_removed() FROM PUBLIC;

CREATE FUNCTION discreet_lexical_weights(p_query text, p_owners text[])
RETURNS TABLE (lexeme text, df integer, idf double precision, query tsquery)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  WITH n AS (
    SELECT coalesce(sum(t.df), 0) AS n FROM lexical_terms t
     WHERE t.tenant_id = discreet_current_tenant() AND t.lexeme = ''
       AND t.owner = ANY(p_owners)
  ), q AS (
    SELECT DISTINCT u.lexeme
      FROM unnest(tsvector_to_array(to_tsvector('english', coalesce(p_query, '')))) AS u(lexeme)
  ), held AS (
    SELECT t.lexeme, sum(t.df)::int AS df FROM lexical_terms t
     WHERE t.tenant_id = discreet_current_tenant() AND t.owner = ANY(p_owners)
       AND t.lexeme IN (SELECT q.lexeme FROM q)
     GROUP BY 1
  )
  SELECT q.lexeme, coalesce(h.df, 0),
         ln(1.0 + (n.n - coalesce(h.df, 0) + 0.5) / (coalesce(h.df, 0) + 0.5)),
         -- the lexeme alone as a tsquery, quoted so that it is not parsed again
         ('''' || replace(replace(q.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
    FROM q CROSS JOIN n LEFT JOIN held h ON h.lexeme = q.lexeme
   WHERE discreet_current_tenant() IS NOT NULL
$$;
REVOKE ALL ON FUNCTION discreet_lexical_weights(text, text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION discreet_lexical_weights(text, text[]) TO discreet_app;

DROP FUNCTION discreet_lexical_candidates(text, int);
{CANDIDATES}REVOKE ALL ON FUNCTION discreet_lexical_candidates(text, text[], int, int) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION discreet_lexical_candidates(text, text[], int, int) TO discreet_app;
"""

DOWNGRADE = r"""
ALTER INDEX chunks_tsv RESET (fastupdate);
DROP FUNCTION discreet_lexical_candidates(text, text[], int, int);
DROP FUNCTION discreet_lexical_weights(text, text[]);
DROP TRIGGER chunks_lexicon_added ON chunks;
DROP TRIGGER chunks_lexicon_removed ON chunks;
DROP FUNCTION discreet_lexicon_added();
DROP FUNCTION discreet_lexicon_removed();
DROP TABLE lexical_terms;
DROP TRIGGER chunks_owner ON chunks;
DROP FUNCTION discreet_chunk_owner();
ALTER TABLE chunks DROP COLUMN owner;
"""


def upgrade() -> None:
    op.execute(UPGRADE)


def downgrade() -> None:
    op.execute(DOWNGRADE)
    # 0007's function comes back with its own migration text.
    from importlib import import_module

    previous = import_module("discreet.storage.migrations.versions.0007_lexical_candidates")
    op.execute(previous.FUNCTION)
