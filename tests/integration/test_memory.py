"""Durable memory against real PostgreSQL: capture through real turns, consolidation with
history, scope on reads and writes, recall filters, TTL expiry and the sweeper."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from uuid import UUID, uuid4

import pytest
from prometheus_client import REGISTRY
from sqlalchemy import text

from discreet.agent.turn import handle_message
from discreet.bootstrap import Container
from discreet.errors import InvalidInput, ScopeViolation
from discreet.memory import FactStatus
from discreet.memory import repository as facts_repo
from discreet.services import memory
from discreet.services.admin import create_customer, staff_principal
from discreet.services.sessions import start_session
from discreet.storage.engine import UnitOfWork
from discreet.tenancy import Principal, Role
from discreet.tenancy.model import TenantContext

pytestmark = pytest.mark.integration


@dataclass
class World:
    container: Container
    tenant_id: UUID
    staff: Principal

    def customer(self) -> UUID:
        return create_customer(
            self.container.engine, self.tenant_id, external_id=f"c-{time.time_ns()}"
        )

    def customer_key(self, customer_id: UUID) -> Principal:
        return Principal(
            key_id=uuid4(),
            tenant_id=self.tenant_id,
            roles=frozenset({Role.CUSTOMER}),
            customer_id=customer_id,
        )

    def case(self, customer_id: UUID) -> UUID:
        case_id = uuid4()
        with UnitOfWork(self.container.engine, self.tenant_id) as uow:
            uow.conn.execute(
                text(
                    "INSERT INTO cases (id, tenant_id, customer_id, external_id) "
                    "VALUES (:id, :t, :c, :x)"
                ),
                {"id": case_id, "t": self.tenant_id, "c": customer_id, "x": f"case-{case_id}"},
            )
            uow.commit()
        return case_id

    def session(self, customer_id: UUID, case_id: UUID | None = None) -> UUID:
        info = start_session(
            self.container.engine,
            self.staff,
            customer_id=customer_id,
            case_id=case_id,
            ttl_s=600,
        )
        return info.id

    def say(self, session_id: UUID, message: str) -> tuple[UUID, ...]:
        reply = handle_message(self.container.turn_deps, self.staff, session_id, message)
        return reply.memory_used

    def facts(self, customer_id: UUID, *, history: bool = False) -> list[memory.FactView]:
        return memory.list_memory(
            self.container.engine, self.staff, customer_id, include_history=history
        )

    def live(self, customer_id: UUID) -> dict[tuple[str, str], str]:
        return {
            (v.fact.category, v.fact.key): v.fact.value.value
            for v in self.facts(customer_id)
            if v.fact.status is FactStatus.ACTIVE
        }

    def recall(self, customer_id: UUID, message: str, case_id: UUID | None = None) -> list[str]:
        redacted = self.container.redactor.redact(message).text
        with UnitOfWork(self.container.engine, self.tenant_id) as uow:
            got = memory.recall_facts(
                uow.conn,
                TenantContext(tenant_id=self.tenant_id, customer_id=customer_id, case_id=case_id),
                redacted,
            )
        return [f.value.value for f in got]


@pytest.fixture
def world(container: Container, tenant_factory: Callable[..., UUID]) -> World:
    tenant_id = tenant_factory()
    return World(container, tenant_id, staff_principal(tenant_id))


def rejections(reason: str) -> float:
    value = REGISTRY.get_sample_value("discreet_memory_rejections_total", {"reason": reason})
    return value or 0.0


def test_a_new_confirmed_value_supersedes_and_keeps_history(world: World) -> None:
    customer = world.customer()
    session = world.session(customer)
    world.say(session, "Please email me, don't call.")
    assert world.live(customer)[("contact_preference", "channel")] == "email"
    world.say(session, "Actually, please text me from now on.")
    assert world.live(customer)[("contact_preference", "channel")] == "sms"

    views = world.facts(customer, history=True)
    channel = [v for v in views if v.fact.key == "channel"]
    assert sorted(v.fact.status.value for v in channel) == ["active", "superseded"]
    current = next(v for v in channel if v.fact.status is FactStatus.ACTIVE)
    old = next(v for v in channel if v.fact.status is FactStatus.SUPERSEDED)
    assert old.fact.superseded_by == current.fact.id
    assert old.fact.value.value == "email" and old.fact.created_at <= current.fact.created_at
    history = [(r.value.value, r.status) for r in current.revisions or ()]
    assert history == [("email", "active"), ("email", "superseded"), ("sms", "active")]
    assert all(r.changed_at for r in current.revisions or ())
    # Without history only the live fact is listed, never two contradicting values.
    assert [v.fact.value.value for v in world.facts(customer) if v.fact.key == "channel"] == ["sms"]


def test_a_casual_or_complaining_mention_does_not_overwrite_a_confirmed_value(
    world: World, container: Container
) -> None:
    customer = world.customer()
    session = world.session(customer)
    world.say(session, "Please email me.")
    before = rejections("excluded_mode")
    world.say(session, "This is ridiculous, nobody ever answers, just call me!!")
    world.say(session, "Maybe call me sometime?")
    assert world.live(customer)[("contact_preference", "channel")] == "email"
    assert rejections("excluded_mode") >= before + 2

    # Even a tenant that admits casual mentions keeps a confirmed value: consolidation.
    with container.admin_engine.begin() as conn:
        conn.execute(
            text("UPDATE tenants SET settings = CAST(:s AS jsonb) WHERE id = :t"),
            {"s": json.dumps({"memory": {"excluded_modes": []}}), "t": world.tenant_id},
        )
    weaker = rejections("weaker_than_confirmed")
    world.say(session, "This is ridiculous, nobody ever answers, just call me!!")
    assert world.live(customer)[("contact_preference", "channel")] == "email"
    assert rejections("weaker_than_confirmed") == weaker + 1
    assert [v.fact.status for v in world.facts(customer, history=True)].count(
        FactStatus.SUPERSEDED
    ) == 0


def test_sensitive_categories_and_placeholder_only_values_are_refused(world: World) -> None:
    customer = world.customer()
    session = world.session(customer)
    sensitive, placeholder = rejections("sensitive_category"), rejections("placeholder_value")
    world.say(session, "I'm diabetic, please remember that.")
    world.say(session, "My new address is 12 High Street.")
    world.say(session, "My card is 4111 1111 1111 1111, keep it on file.")
    assert world.facts(customer, history=True) == []
    assert rejections("sensitive_category") == sensitive + 2
    assert rejections("placeholder_value") == placeholder + 1


def test_agent_turns_are_never_captured(world: World) -> None:
    customer = world.customer()
    session = world.session(customer)
    world.say(session, "How long do I have to return a jacket?")
    with UnitOfWork(world.container.engine, world.tenant_id) as uow:
        uow.conn.execute(text("UPDATE turns SET content = 'Please email me.' WHERE role = 'agent'"))
        uow.commit()
    world.say(session, "Thanks.")
    assert world.facts(customer, history=True) == []


def test_recall_filters_by_identity_case_status_and_caps(world: World) -> None:
    alice, bob = world.customer(), world.customer()
    case_a, case_b = world.case(alice), world.case(alice)
    world.say(world.session(alice), "Please email me. My new address is 1 Main Street in Leeds.")
    world.say(world.session(bob), "Please call me. I now live in York.")
    e = world.container.engine
    r = world.container.redactor
    memory.record_case_decision(e, r, world.staff, case_a, key="refund", value="approved")
    memory.record_case_decision(e, r, world.staff, case_b, key="replacement", value="refused")

    assert sorted(world.recall(alice, "hello")) == ["Leeds", "email"]  # no case facts
    assert sorted(world.recall(bob, "hello")) == ["York", "phone"]
    on_case_a = world.recall(alice, "what happened with my refund?", case_id=case_a)
    assert on_case_a[0] == "approved"
    assert sorted(on_case_a) == ["Leeds", "approved", "email"]

    # Suppressed facts are not recalled; neither are expired ones; the cap holds.
    city = next(v.fact for v in world.facts(alice) if v.fact.key == "city")
    memory.update_memory_fact(e, r, world.staff, alice, city.id, status="suppressed")
    assert "Leeds" not in world.recall(alice, "where do you deliver?")
    with world.container.admin_engine.begin() as conn:
        conn.execute(
            text(
                "UPDATE memory_facts SET expires_at = now() - interval '1 second' "
                "WHERE case_id = :case"
            ),
            {"case": case_a},
        )
    assert "approved" not in world.recall(alice, "my refund?", case_id=case_a)
    with world.container.admin_engine.begin() as conn:
        conn.execute(
            text("UPDATE tenants SET settings = CAST(:s AS jsonb) WHERE id = :t"),
            {"s": json.dumps({"memory": {"recall_cap": 1}}), "t": world.tenant_id},
        )
    assert world.recall(alice, "please send me updates") == ["email"]


def test_bob_never_recalls_alice(world: World) -> None:
    alice, bob = world.customer(), world.customer()
    world.say(world.session(alice), "Please email me. My new address is 1 Main Street in Leeds.")
    assert world.recall(bob, "Where will my parcel go? How will you contact me?") == []
    used = world.say(world.session(bob), "Where will my parcel go? How will you contact me?")
    assert used == ()


def test_scope_on_reads_and_writes(
    world: World, container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    e, r = container.engine, container.redactor
    alice, bob = world.customer(), world.customer()
    world.say(world.session(alice), "Please email me.")
    (fact,) = [v.fact for v in world.facts(alice)]
    alice_case = world.case(alice)

    as_bob = world.customer_key(bob)
    with pytest.raises(ScopeViolation):
        memory.list_memory(e, as_bob, alice)
    with pytest.raises(ScopeViolation):
        memory.update_memory_fact(e, r, as_bob, alice, fact.id, status="suppressed")
    with pytest.raises(ScopeViolation):
        memory.delete_memory_fact(e, as_bob, alice, fact.id)
    # Bob's own path with Alice's fact id: the fact is not his.
    with pytest.raises(ScopeViolation):
        memory.update_memory_fact(e, r, as_bob, bob, fact.id, value="phone")
    with pytest.raises(ScopeViolation):
        memory.delete_memory_fact(e, world.staff, bob, fact.id)
    # A staff write on Alice's case cannot attach a fact to Bob.
    with pytest.raises(ScopeViolation):
        memory.write_memory_fact(
            e,
            r,
            world.staff,
            bob,
            category="account_detail",
            key="tier",
            value="gold",
            case_id=alice_case,
        )
    with pytest.raises(ScopeViolation):
        memory.record_case_decision(
            e, r, world.staff, alice_case, key="refund", value="approved", customer_id=bob
        )
    # A customer key cannot write facts or decisions at all.
    with pytest.raises(ScopeViolation):
        memory.write_memory_fact(
            e,
            r,
            world.customer_key(alice),
            alice,
            category="account_detail",
            key="tier",
            value="gold",
        )

    # Another tenant's staff see nothing of this tenant, by id or by scan.
    other = staff_principal(tenant_factory())
    with pytest.raises(ScopeViolation):
        memory.list_memory(e, other, alice)
    with pytest.raises(ScopeViolation):
        memory.update_memory_fact(e, r, other, alice, fact.id, value="phone")
    with pytest.raises(ScopeViolation):
        memory.delete_memory_fact(e, other, alice, fact.id)
    with pytest.raises(ScopeViolation):
        memory.record_case_decision(e, r, other, alice_case, key="refund", value="approved")
    with UnitOfWork(e, other.tenant_id) as uow:
        assert uow.conn.execute(text("SELECT count(*) FROM memory_facts")).scalar_one() == 0
        assert uow.conn.execute(text("SELECT count(*) FROM memory_revisions")).scalar_one() == 0
        with pytest.raises(ScopeViolation):
            facts_repo.get_fact(uow.conn, customer_id=alice, fact_id=fact.id)

    # Nothing changed.
    assert world.live(alice) == {("contact_preference", "channel"): "email"}


def test_customer_self_service(world: World, container: Container) -> None:
    e, r = container.engine, container.redactor
    alice = world.customer()
    world.say(world.session(alice), "Please email me. I now live in Leeds.")
    me = world.customer_key(alice)
    views = {v.fact.key: v.fact for v in memory.list_memory(e, me, alice)}
    assert set(views) == {"channel", "city"}

    corrected = memory.update_memory_fact(e, r, me, alice, views["city"].id, value="Bradford")
    assert corrected.fact.value.value == "Bradford" and corrected.fact.confirmed_at is not None
    statuses = [(x.value.value, x.status, x.changed_by) for x in corrected.revisions or ()]
    assert ("Leeds", "corrected", "customer") in statuses
    suppressed = memory.update_memory_fact(
        e, r, me, alice, views["channel"].id, status="suppressed"
    )
    assert suppressed.fact.status is FactStatus.SUPPRESSED
    # A suppressed key is not re-captured from chat; restoring it is explicit.
    world.say(world.session(alice), "Please text me.")
    assert world.live(alice) == {("address", "city"): "Bradford"}

    with pytest.raises(InvalidInput):  # personal data is refused, not stored
        memory.update_memory_fact(e, r, me, alice, views["city"].id, value="a@example.com")
    memory.delete_memory_fact(e, me, alice, views["city"].id)
    assert [v.fact.key for v in memory.list_memory(e, me, alice, include_history=True)] == [
        "channel"
    ]


def test_deleting_a_fact_removes_its_history_so_nothing_comes_back(world: World) -> None:
    alice = world.customer()
    session = world.session(alice)
    world.say(session, "Please email me.")
    world.say(session, "Please text me instead.")
    current = next(v.fact for v in world.facts(alice) if v.fact.key == "channel")
    memory.delete_memory_fact(world.container.engine, world.staff, alice, current.id)
    assert world.facts(alice, history=True) == []
    with UnitOfWork(world.container.engine, world.tenant_id) as uow:
        assert uow.conn.execute(text("SELECT count(*) FROM memory_revisions")).scalar_one() == 0


def test_ttl_expiry_hides_at_once_and_the_sweeper_deletes_and_audits(world: World) -> None:
    alice = world.customer()
    world.say(world.session(alice), "Please email me. I now live in Leeds.")
    assert sorted(world.recall(alice, "hello")) == ["Leeds", "email"]
    with world.container.admin_engine.begin() as conn:
        conn.execute(
            text(
                "UPDATE memory_facts SET expires_at = now() - interval '1 day' "
                "WHERE customer_id = :c AND category = 'address'"
            ),
            {"c": alice},
        )
    assert world.recall(alice, "hello") == ["email"]
    assert [v.fact.key for v in world.facts(alice, history=True)] == ["channel"]

    # (A background worker may run the same sweep concurrently; either way it is done.)
    memory.sweep_expired_memory(world.container.engine)
    with UnitOfWork(world.container.engine, world.tenant_id) as uow:
        left = uow.conn.execute(text("SELECT category FROM memory_facts")).scalars().all()
        assert left == ["contact_preference"]
        revisions = uow.conn.execute(
            text("SELECT count(*) FROM memory_revisions r WHERE r.value = 'Leeds'")
        ).scalar_one()
        assert revisions == 0
        payloads = (
            uow.conn.execute(text("SELECT payload FROM audit_events WHERE kind = 'memory_expired'"))
            .scalars()
            .all()
        )
    assert any(len(p["fact_ids"]) == 1 and p["categories"] == ["address"] for p in payloads)
    assert all("Leeds" not in json.dumps(p) for p in payloads)


def test_expired_value_can_be_captured_again(world: World) -> None:
    alice = world.customer()
    session = world.session(alice)
    world.say(session, "I now live in Leeds.")
    with world.container.admin_engine.begin() as conn:
        conn.execute(
            text(
                "UPDATE memory_facts SET expires_at = now() - interval '1 day'"
                " WHERE customer_id = :c"
            ),
            {"c": alice},
        )
    world.say(session, "I now live in York.")
    assert world.live(alice) == {("address", "city"): "York"}


def test_staff_facts_and_case_decisions(world: World, container: Container) -> None:
    e, r = container.engine, container.redactor
    alice = world.customer()
    case = world.case(alice)
    view = memory.record_case_decision(e, r, world.staff, case, key="refund", value="approved")
    assert view.fact.source.case_id == case and view.fact.case_id == case
    assert view.fact.customer_id == alice
    with pytest.raises(InvalidInput):
        memory.write_memory_fact(
            e, r, world.staff, alice, category="payment", key="card", value="visa"
        )
    with pytest.raises(InvalidInput):
        memory.write_memory_fact(
            e,
            r,
            world.staff,
            alice,
            category="address",
            key="city",
            value="call +44 7700 900123",
        )
    staff = memory.write_memory_fact(
        e, r, world.staff, alice, category="contact_preference", key="channel", value="post"
    )
    # A customer's chat does not overwrite what staff confirmed.
    world.say(world.session(alice), "Please email me.")
    assert world.live(alice)[("contact_preference", "channel")] == "post"
    assert staff.fact.strength == 3
