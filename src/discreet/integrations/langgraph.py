"""A LangGraph store over Discreet's customer memory (``pip install 'discreet[langgraph]'``).

    from discreet.client import DiscreetClient
    from discreet.integrations.langgraph import DiscreetStore

    store = DiscreetStore(DiscreetClient(url, agent_key))
    ns = store.namespace("contact_preference", customer_id=customer_id)
    store.put(ns, "channel", {"value": "email"})  # redacted and consolidated by Discreet
    store.get(ns, "channel").value  # {"value": "email"}
    graph = builder.compile(store=store)  # nodes take `store: BaseStore`

**Layout.** A namespace is ``("customers", "<customer id>", "<category>")`` and a key is
the fact's key: ``("customers", id, "language")`` / ``"preferred"`` is the customer's
preferred language. Categories are the tenant's memory categories (``contact_preference``,
``language``, ``address``, ``account_detail``, ...); the tenant's capture rules decide which
are accepted. An item's value is ``{"value": "<plain words>"}``; ``created_at`` is when the
current value was recorded, ``updated_at`` when it was last recorded or confirmed.

**Identity.** The API key decides whom the store reaches, never the namespace: the store
asks Discreet who the key is (``GET /v1/me``), and a customer-bound key asking for another
customer's namespace raises `ScopeViolation` (Discreet's "not found") before any call, so a
graph gets an error, not data. A staff (agent) key reaches the customers of its tenant, as
in the API. Discreet checks every call again on its side.

**Operations.** `get` and `search` read the customer's active facts (``GET .../memory``);
suppressed facts, facts of a case (case decisions) and expired facts are not shown.
`put` records a staff-confirmed fact (``POST .../memory``): Discreet refuses values holding
personal data (an email, a phone number, a street address...), consolidates with the fact
held for the same key (the old value becomes history) and audits the write; it needs a
staff key, as the API does (a customer key gets `Forbidden`). `delete` deletes the key's
fact with its history. `list_namespaces` lists one customer's categories that hold facts.

**What Discreet cannot keep** (each raises `UnsupportedByDiscreet` unless said otherwise):

- arbitrary JSON values: a value is exactly ``{"value": str}``, at most 200 characters;
- per-item TTL: retention is the tenant's, per category (``store.put(..., ttl=...)`` raises
  LangGraph's own `NotImplementedError`; ``refresh_ttl`` is ignored);
- semantic search: memory is not embedded, so ``index`` must be None or False, and a search
  ``query`` is accepted but does not rank (every item's score is None), as with LangGraph's
  `InMemoryStore` without an index; ``filter`` compares the value's fields (``$eq``,
  ``$ne``, ``$gt``, ``$gte``, ``$lt``, ``$lte``);
- a namespace outside the layout, or a staff key searching or listing without naming the
  customer: LangGraph's `InvalidNamespaceError`.

`abatch` runs `batch` in a worker thread (the store holds a sync `DiscreetClient`).
"""

from __future__ import annotations

import asyncio
import operator
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from typing import Any, Final
from uuid import UUID

from langgraph.store.base import (
    BaseStore,
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
)

from discreet.client import DiscreetClient
from discreet.client.models import Fact, Identity
from discreet.errors import ScopeViolation
from discreet.integrations.langchain import UnsupportedByDiscreet

__all__ = ["ROOT", "DiscreetStore", "UnsupportedByDiscreet"]

ROOT: Final = "customers"
_LAYOUT: Final = "Discreet's memory namespaces are ('customers', '<customer id>', '<category>')"
_COMPARE: Final[dict[str, Callable[[Any, Any], bool]]] = {
    "$eq": operator.eq,
    "$ne": operator.ne,
    "$gt": operator.gt,
    "$gte": operator.ge,
    "$lt": operator.lt,
    "$lte": operator.le,
}


class DiscreetStore(BaseStore):
    """Long-term customer memory for LangGraph, kept by Discreet; see the module docstring."""

    supports_ttl = False

    def __init__(self, client: DiscreetClient) -> None:
        self.client = client

    @cached_property
    def identity(self) -> Identity:
        """Who the API key is (asked once): tenant, roles, and the customer it is bound to."""
        return self.client.me()

    def namespace(
        self, category: str | None = None, *, customer_id: UUID | None = None
    ) -> tuple[str, ...]:
        """The namespace of `customer_id` (by default the key's own customer), optionally of
        one category."""
        customer = self._customer(customer_id)
        return (ROOT, str(customer)) if category is None else (ROOT, str(customer), category)

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        run = _Batch(self.client)
        return [run.apply(op, self._path(op)) for op in ops]

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        return await asyncio.to_thread(self.batch, list(ops))

    def _customer(self, named: UUID | None) -> UUID:
        bound = self.identity.customer_id
        if named is None:
            if bound is None:
                raise InvalidNamespaceError(f"{_LAYOUT}: this is a staff key, so name the customer")
            return bound
        if bound is not None and named != bound:
            raise ScopeViolation("no such customer for this API key")
        return named

    def _path(self, op: Op) -> _Path:
        if isinstance(op, ListNamespacesOp):
            return self._listed_path(op.match_conditions or ())
        if isinstance(op, SearchOp):
            return self._parse(op.namespace_prefix, exact=False)
        return self._parse(op.namespace, exact=True)

    def _parse(self, namespace: tuple[str, ...], *, exact: bool) -> _Path:
        if (
            (exact and len(namespace) != 3)
            or len(namespace) > 3
            or namespace[:1] not in {(ROOT,), ()}
        ):
            raise InvalidNamespaceError(f"{_LAYOUT}, not {namespace!r}")
        named = _uuid(namespace[1]) if len(namespace) > 1 else None
        return _Path(self._customer(named), namespace[2] if len(namespace) > 2 else None)

    def _listed_path(self, conditions: Iterable[MatchCondition]) -> _Path:
        named: UUID | None = None
        for condition in conditions:
            path = condition.path
            if condition.match_type != "prefix" or len(path) < 2 or path[1] == "*":
                continue
            if path[0] not in {ROOT, "*"}:
                raise InvalidNamespaceError(f"{_LAYOUT}, not {path!r}")
            named = _uuid(path[1])
        return _Path(self._customer(named), None)


@dataclass(frozen=True, slots=True)
class _Path:
    """The customer (already checked against the key) and category an operation names."""

    customer: UUID
    category: str | None


class _Batch:
    """One `batch` call: the operations in order, each customer's facts read once and read
    again after a write."""

    def __init__(self, client: DiscreetClient) -> None:
        self.client = client
        self._facts: dict[UUID, list[Fact]] = {}

    def apply(self, op: Op, path: _Path) -> Result:
        if isinstance(op, GetOp):
            return self.get(path, op.key)
        if isinstance(op, SearchOp):
            return self.search(path, op)
        if isinstance(op, PutOp):
            self.put(path, op)
            return None
        return self.list_namespaces(path, op)

    def facts(self, customer: UUID) -> list[Fact]:
        """The customer's live facts that are not a case's (active and suppressed)."""
        if customer not in self._facts:
            listed = self.client.list_memory(customer)
            self._facts[customer] = [f for f in listed if f.source.get("case_id") is None]
        return self._facts[customer]

    def active(self, path: _Path) -> list[Fact]:
        return [
            f
            for f in self.facts(path.customer)
            if f.status == "active" and path.category in (None, f.category)
        ]

    def get(self, path: _Path, key: str) -> Item | None:
        for fact in self.active(path):
            if fact.key == key:
                return _item(path.customer, fact)
        return None

    def search(self, path: _Path, op: SearchOp) -> list[SearchItem]:
        found = [
            SearchItem(
                namespace=_namespace(path.customer, fact),
                key=fact.key,
                value=_value(fact),
                created_at=fact.created_at,
                updated_at=_updated_at(fact),
            )
            for fact in self.active(path)
            if _matches(_value(fact), op.filter or {})
        ]
        return found[op.offset : op.offset + op.limit]

    def put(self, path: _Path, op: PutOp) -> None:
        category = path.category
        assert category is not None  # an exact namespace names it
        if op.index not in (None, False):
            raise UnsupportedByDiscreet(
                "Discreet does not embed memory for semantic search: put with index=None or False"
            )
        if op.ttl is not None:
            raise UnsupportedByDiscreet(
                "Discreet keeps memory for the tenant's retention of the category, not per item"
            )
        if op.value is None:
            self.delete(path, op.key)
        else:
            value = _plain_value(op.value)
            self.client.record_memory(path.customer, category=category, key=op.key, value=value)
        self._facts.pop(path.customer, None)

    def delete(self, path: _Path, key: str) -> None:
        for fact in self.facts(path.customer):
            if fact.category == path.category and fact.key == key:
                self.client.delete_memory(path.customer, fact.fact_id)

    def list_namespaces(self, path: _Path, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        listed: list[tuple[str, ...]] = []
        for fact in self.active(path):
            namespace = _namespace(path.customer, fact)[: op.max_depth]
            matched = all(_condition_holds(c, namespace) for c in op.match_conditions or ())
            if matched and namespace not in listed:
                listed.append(namespace)
        return listed[op.offset : op.offset + op.limit]


def _uuid(text: str) -> UUID:
    try:
        return UUID(text)
    except ValueError:
        raise InvalidNamespaceError(f"{_LAYOUT}: {text!r} is not a customer id") from None


def _namespace(customer: UUID, fact: Fact) -> tuple[str, ...]:
    return (ROOT, str(customer), fact.category)


def _value(fact: Fact) -> dict[str, Any]:
    return {"value": fact.value}


def _updated_at(fact: Fact) -> datetime:
    return max(fact.created_at, fact.confirmed_at or fact.created_at)


def _item(customer: UUID, fact: Fact) -> Item:
    return Item(
        namespace=_namespace(customer, fact),
        key=fact.key,
        value=_value(fact),
        created_at=fact.created_at,
        updated_at=_updated_at(fact),
    )


def _plain_value(value: Mapping[str, Any]) -> str:
    text = value.get("value")
    if set(value) != {"value"} or not isinstance(text, str):
        raise UnsupportedByDiscreet(
            "Discreet memory holds one short plain-words value per key: put "
            "{'value': 'email'}, not arbitrary JSON"
        )
    return text


def _matches(value: Mapping[str, Any], wanted: Mapping[str, Any]) -> bool:
    for field, condition in wanted.items():
        tests = condition if isinstance(condition, Mapping) else {"$eq": condition}
        for name, operand in tests.items():
            compare = _COMPARE.get(name)
            if compare is None:
                raise UnsupportedByDiscreet(f"filter operator {name!r} is not one of {[*_COMPARE]}")
            held = field in value and compare(value[field], operand)
            if not (held or (field not in value and name == "$ne")):
                return False
    return True


def _condition_holds(condition: MatchCondition, namespace: tuple[str, ...]) -> bool:
    path = tuple(condition.path)
    if not path:
        return True
    if len(path) > len(namespace):
        return False
    part = namespace[: len(path)] if condition.match_type == "prefix" else namespace[-len(path) :]
    return all(want in ("*", got) for want, got in zip(path, part, strict=True))
