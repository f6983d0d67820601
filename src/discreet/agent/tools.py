"""Business-data tools: fresh reads from the system of record, scoped to one customer.

Business data (orders, billing records, account details) is never cached in session state
or memory. When a turn needs it, a `Tool` reads it in the turn's own transaction:

* `Tool.match` looks at the *redacted* message and says whether the tool is wanted and with
  which arguments (placeholders such as ``[ORDER_ID_1]``, never raw values);
* `Tool.run` gets the session's `TenantContext` and a `Resolve` function that maps the
  session's own placeholders to their values through the pseudonym vault, in memory, for
  this request only. Its SQL filters by ``ctx.customer_id``, so another customer's order is
  simply "not found" for this customer.

A `ToolOutput` carries raw text (values from the system of record) and lives only in the
request: the pipeline redacts it with the session's vault before it reaches the prompt, the
reply, storage or a log, and audits only the tool's name, outcome, record count and latency.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Final, Literal, Protocol, runtime_checkable

from sqlalchemy import Connection, text

from discreet.redaction.text import RedactedText
from discreet.tenancy.model import TenantContext

__all__ = [
    "ORDER_REF_SHAPE",
    "OrderStatusTool",
    "Resolve",
    "Tool",
    "ToolCall",
    "ToolOutcome",
    "ToolOutput",
    "default_tools",
    "foreign_order_refs",
    "own_order_refs",
]

Resolve = Callable[[str], str | None]
"""Placeholder (``"[ORDER_ID_1]"``) -> the session's value for it, or None if unknown."""

ToolOutcome = Literal["found", "not_found", "failed"]

ORDER_REF_SHAPE: Final = re.compile(r"\b[A-Z]{2,4}-\d{4,12}\b|(?<![\w&])#\d{5,12}\b")
"""What an order reference looks like in text (``AO-100234``, ``#1234567``)."""


@dataclass(frozen=True, slots=True)
class ToolCall:
    """A tool wanted by a message; `placeholders` are its (redacted) arguments."""

    tool: str
    placeholders: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ToolOutput:
    """What a tool found. `text` is raw and request-only; it is masked in ``repr``.

    `identifiers` are the raw values of this customer's own data that `text` contains (for
    the output guard's allow-list).
    """

    tool: str
    outcome: ToolOutcome
    records: int
    text: str
    identifiers: frozenset[str] = frozenset()

    def __repr__(self) -> str:
        return (
            f"ToolOutput(tool={self.tool!r}, outcome={self.outcome!r}, "
            f"records={self.records}, text=[secure])"
        )


@runtime_checkable
class Tool(Protocol):
    """A read of business data for one customer. Implementations must scope their queries
    by ``ctx.customer_id`` (or ``ctx.account_id``) and must not write anything."""

    @property
    def name(self) -> str:
        """A short token for the audit trail (``order_status``)."""
        ...

    def match(self, message: RedactedText) -> ToolCall | None:
        """The call this message asks for, or None when the tool is not wanted."""
        ...

    def run(
        self, conn: Connection, ctx: TenantContext, call: ToolCall, *, resolve: Resolve
    ) -> ToolOutput:
        """Read fresh data for `ctx`'s customer; placeholders are resolved with `resolve`."""
        ...


# --- order status ----------------------------------------------------------------------------

_ORDER_PLACEHOLDER = re.compile(r"\[(?:ORDER_ID|ORDER)_\d{1,4}\]")
_STATUS_CUE = re.compile(
    r"\b(?:where|status|track(?:ing)?|arriv\w*|ship(?:ped|ping)?|deliver\w*|dispatch\w*|"
    r"when|happen\w*|update|progress|late|delayed|lost|received?|sent)\b",
    re.IGNORECASE,
)
_ORDER_WORD = re.compile(r"\border(?:s)?\b", re.IGNORECASE)
_MY_ORDER = re.compile(
    r"\bmy\s+(?:last\s+|latest\s+|recent\s+|most\s+recent\s+|new\s+)?orders?\b", re.IGNORECASE
)
_STATUS_PHRASE: Final[dict[str, str]] = {
    "processing": "is being prepared and has not shipped yet",
    "shipped": "has shipped and is on its way",
    "delivered": "has been delivered",
    "returned": "has been returned",
    "cancelled": "was cancelled",
    "canceled": "was cancelled",
}
_MAX_LATEST: Final = 3
_MAX_ITEMS: Final = 4


def _normal_ref(value: str) -> str:
    return "".join(value.split()).upper()


def _placed(day: date) -> str:
    return f"{day.day} {day:%B %Y}"


@dataclass(frozen=True, slots=True)
class OrderStatusTool:
    """Order status from the ``orders`` table, for the session's customer only.

    Wanted when the message names an order placeholder (``[ORDER_ID_1]``) with a status cue
    ("where is my order [ORDER_ID_1]?"), or asks about "my order" without naming one (then
    the customer's most recent orders are read).
    """

    name: str = "order_status"

    def match(self, message: RedactedText) -> ToolCall | None:
        value = message.value
        refs = tuple(dict.fromkeys(_ORDER_PLACEHOLDER.findall(value)))
        if refs and (_STATUS_CUE.search(value) or _ORDER_WORD.search(value)):
            return ToolCall(self.name, refs)
        if not refs and _MY_ORDER.search(value) and _STATUS_CUE.search(value):
            return ToolCall(self.name, ())
        return None

    def run(
        self, conn: Connection, ctx: TenantContext, call: ToolCall, *, resolve: Resolve
    ) -> ToolOutput:
        if call.placeholders:
            refs = [resolve(p) for p in call.placeholders]
            wanted = [_normal_ref(r) for r in refs if r]
            rows = (
                conn.execute(
                    text(
                        "SELECT order_ref, status, placed_on, total, items FROM orders "
                        "WHERE customer_id = :customer AND upper(order_ref) = ANY(:refs) "
                        "ORDER BY placed_on DESC, order_ref"
                    ),
                    {"customer": ctx.customer_id, "refs": wanted},
                ).all()
                if wanted
                else []
            )
            found = {_normal_ref(r.order_ref) for r in rows}
            missing = [r for r in refs if not r or _normal_ref(r) not in found]
        else:
            rows = conn.execute(
                text(
                    "SELECT order_ref, status, placed_on, total, items FROM orders "
                    "WHERE customer_id = :customer ORDER BY placed_on DESC, order_ref LIMIT :n"
                ),
                {"customer": ctx.customer_id, "n": _MAX_LATEST},
            ).all()
            missing = []
        lines = [self._describe(r.order_ref, r.status, r.placed_on, r.total, r.items) for r in rows]
        unknown = sum(1 for r in missing if not r)
        lines.extend(
            f"I couldn't find an order {r} on your account." for r in missing if r is not None
        )
        if unknown:
            lines.append("I couldn't find that order on your account.")
        if not rows and not call.placeholders:
            lines.append("I couldn't find any orders on your account.")
        return ToolOutput(
            tool=self.name,
            outcome="found" if rows else "not_found",
            records=len(rows),
            text=" ".join(lines),
            identifiers=frozenset(str(r.order_ref) for r in rows),
        )

    @staticmethod
    def _describe(ref: str, status: str, placed_on: date, total: str, items: object) -> str:
        phrase = _STATUS_PHRASE.get(str(status).lower(), f"has the status {status}")
        names = [str(i) for i in items][:_MAX_ITEMS] if isinstance(items, list) else []
        what = f" It contains {len(names)} item{'s' if len(names) != 1 else ''}" if names else ""
        what += f" ({'; '.join(names)})" if names else ""
        what += f", total {total}." if names else f" Total {total}."
        return f"Your order {ref}, placed on {_placed(placed_on)}, {phrase}.{what}"


def default_tools() -> tuple[Tool, ...]:
    """The tools shipped with Discreet (one example: order status)."""
    return (OrderStatusTool(),)


def own_order_refs(conn: Connection, *, customer_id: object) -> frozenset[str]:
    """This customer's order references (for the output guard's allow-list)."""
    rows = conn.execute(
        text("SELECT order_ref FROM orders WHERE customer_id = :c"), {"c": customer_id}
    ).scalars()
    return frozenset(str(r) for r in rows)


def foreign_order_refs(
    conn: Connection, texts: Sequence[str], *, customer_id: object
) -> frozenset[str]:
    """Order references that appear in `texts` and belong to *another* customer.

    The output guard denies them even where company text (a policy passage) contains them.
    """
    shaped = {_normal_ref(m) for t in texts for m in ORDER_REF_SHAPE.findall(t)}
    if not shaped:
        return frozenset()
    rows = conn.execute(
        text(
            "SELECT order_ref FROM orders WHERE upper(order_ref) = ANY(:refs) AND customer_id <> :c"
        ),
        {"refs": sorted(shaped), "c": customer_id},
    ).scalars()
    return frozenset(str(r) for r in rows)
