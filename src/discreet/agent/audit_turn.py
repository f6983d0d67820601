"""The audit step of a turn: one event per step that matters, then `turn_completed`, whose
id is the turn's audit id. Built from the `TurnTrace` alone, so no text can reach it.

Its cost hides behind database work twice over (`agent.turn.persist_and_audit`): the batch
(events, ids, chained MACs) is prepared while the database stores the customer's turn
(`TurnAudit.prepare`), and written while the turn redacts its reply for storage
(`TurnAudit.writing`): the database works on its own core meanwhile, so the turn waits only
for what the overlap did not cover.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from uuid import UUID

from sqlalchemy import Connection

from discreet.agent.trace import TurnTrace
from discreet.audit import events as ev
from discreet.audit.chain import ChainKeys
from discreet.audit.identifiers import owner_fields
from discreet.audit.writer import Batch, appending

__all__ = ["PreparedAudit", "TurnAudit", "reply_steps"]


def reply_steps(secret: bytes, trace: TurnTrace) -> list[ev.AuditEvent]:
    """The events of the steps up to the reply (redaction to guard): all final once the
    reply is, before anything is persisted."""
    steps: list[ev.AuditEvent] = [
        ev.MessageRedacted(
            speaker="customer",
            pii_present=bool(trace.pii_counts),
            entity_counts=dict(trace.pii_counts),
        )
    ]
    if trace.attack != "none":
        steps.append(ev.InputRefused(attack_kind=trace.attack))
    else:
        steps.append(
            ev.ScopeClassified(
                scope=trace.scope,
                confidence=round(trace.scope_confidence, 4),
                fallback=trace.scope_fallback,
            )
        )
        chunks = []
        for ref in trace.retrieved:
            owner, owner_hash = owner_fields(secret, ref.owner)
            chunks.append(
                ev.RetrievedChunk(
                    chunk_id=ref.chunk_id,
                    document_id=ref.document_id,
                    version=ref.version,
                    owner=owner,
                    owner_hash=owner_hash,
                    score=round(ref.score, 6),
                )
            )
        steps.append(
            ev.Retrieval(
                scopes=trace.searched_scopes or (trace.scope,),
                chunks=tuple(chunks),
                candidates=len(chunks),
                floor=round(trace.floor, 4),
                confidence=round(trace.confidence, 4),
                top_score=max(c.score for c in chunks) if chunks else None,
                decision="answer" if trace.floor_passed else "abstain",
            )
        )
        if trace.memory_read:
            steps.append(ev.MemoryRead(fact_ids=tuple(trace.memory_read)))
        for run in trace.tools:
            steps.append(
                ev.ToolInvoked(
                    tool=run.tool,
                    outcome=run.outcome,
                    records=run.records,
                    latency_ms=run.latency_ms,
                    placeholders=run.placeholders,
                )
            )
        if trace.backend != "none":
            steps.append(
                ev.Generation(
                    backend=trace.backend,
                    tokens_in=trace.tokens_in,
                    tokens_out=trace.tokens_out,
                    latency_ms=trace.stage_ms.get("generate", 0.0),
                    cited_chunk_ids=trace.cited,
                    error_code=trace.generation_error,
                )
            )
    if trace.blocked:
        steps.append(ev.OutputBlocked(reason=trace.block_reason or "guard", removed=trace.removed))
    elif trace.removed:
        # The reply went out with foreign identifiers replaced: audited and counted too.
        steps.append(ev.OutputBlocked(reason="identifiers_removed", removed=trace.removed))
    if trace.abstained:
        steps.append(ev.Abstained(reason=trace.abstain_reason or "unknown", handoff=trace.handoff))
    return steps


@dataclass(frozen=True)
class PreparedAudit:
    """A turn's audit batch, built ahead from the reply's steps."""

    tenant_id: UUID
    secret: bytes = field(repr=False)
    steps: Sequence[ev.AuditEvent]
    batch: Batch
    turn_event_id: UUID


class TurnAudit:
    """The audit step of every turn, in two moves (see the module docstring). A fake that
    writes nothing subclasses it (benchmarks/audit_bench.py)."""

    def prepare(self, tenant_id: UUID, secret: bytes, trace: TurnTrace) -> PreparedAudit:
        """The batch as it stands once the reply is final: its steps, then `turn_completed`
        with the stages in `trace.stage_ms` now (those before the persist step)."""
        steps = reply_steps(secret, trace)
        batch, turn_event_id = _batch(tenant_id, secret, trace, steps)
        return PreparedAudit(tenant_id, secret, steps, batch, turn_event_id)

    @contextmanager
    def writing(
        self, conn: Connection, prepared: PreparedAudit, trace: TurnTrace
    ) -> Iterator[UUID]:
        """Append the turn's batch (one round trip, one chain lock) while the block runs;
        yields the turn's audit id. When persisting wrote facts, the batch is built again
        with `memory_written` before `turn_completed`.

        The block must not use the database (see `audit.writer.appending`); the write is
        checked, and retried when the chain head moved, when it ends.
        """
        batch, turn_event_id = prepared.batch, prepared.turn_event_id
        if trace.memory_written:
            batch, turn_event_id = _batch(
                prepared.tenant_id, prepared.secret, trace, prepared.steps
            )
        with appending(conn, batch):
            yield turn_event_id


def _batch(
    tenant_id: UUID, secret: bytes, trace: TurnTrace, steps: Sequence[ev.AuditEvent]
) -> tuple[Batch, UUID]:
    """The turn's batch in pipeline order: the reply's `steps`, the facts persisting wrote,
    then `turn_completed`; and the turn's id (that of `turn_completed`, which every step
    names). Every id is minted first, so `turn_completed` can name its steps."""
    events = list(steps)
    if trace.memory_written:
        written = trace.memory_written
        events.append(
            ev.MemoryWritten(
                fact_ids=tuple(w.fact_id for w in written),
                categories=tuple(sorted({w.category for w in written})),
                superseded_ids=tuple(w.superseded_id for w in written if w.superseded_id),
            )
        )
    ids = ChainKeys.derive(secret).new_event_ids(tenant_id, len(events) + 1)
    events.append(
        ev.TurnCompleted(
            stage_latency_ms=dict(trace.stage_ms),
            total_ms=round(sum(trace.stage_ms.values()), 3),
            abstained=trace.abstained,
            handoff=trace.handoff,
            blocked=trace.blocked,
            step_event_ids=ids[:-1],
        )
    )
    batch = Batch(
        tenant_id=tenant_id,
        tenant_secret=secret,
        events=events,
        session_id=trace.session_id,
        turn_event_id=ids[-1],
        event_ids=ids,
    )
    return batch, ids[-1]
