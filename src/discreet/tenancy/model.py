"""Who is asking: the tenant context every repository call takes, and API-key roles."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from uuid import UUID

from discreet.errors import Forbidden

__all__ = ["Principal", "Role", "TenantContext"]


class Role(enum.StrEnum):
    AGENT = "agent"
    CONTENT = "content"
    AUDITOR = "auditor"
    ADMIN = "admin"
    CUSTOMER = "customer"


@dataclass(frozen=True)
class Principal:
    """An authenticated API key: its tenant, roles and (for customer keys) its customer."""

    key_id: UUID
    tenant_id: UUID
    roles: frozenset[Role]
    customer_id: UUID | None = None

    def require(self, *roles: Role) -> None:
        """Allow the call when the key has any of `roles`."""
        if not self.roles.intersection(roles):
            wanted = ", ".join(sorted(r.value for r in roles))
            raise Forbidden(f"this API key lacks the role this call needs (one of: {wanted})")

    def may_act_for_any(self) -> bool:
        """Staff keys (agent, admin) act for every customer of their tenant."""
        return bool(self.roles & {Role.AGENT, Role.ADMIN})

    @property
    def customer_scope(self) -> UUID | None:
        """The customer a query must be limited to: None for staff (any customer of the
        tenant), the key's own customer otherwise."""
        return None if self.may_act_for_any() else self.customer_id

    def may_act_for(self, customer_id: UUID) -> bool:
        """Staff roles act for any customer of the tenant; a customer key only for itself."""
        if self.may_act_for_any():
            return True
        return Role.CUSTOMER in self.roles and self.customer_id == customer_id


@dataclass(frozen=True)
class TenantContext:
    """One turn's identity: tenant, customer (with account), optional case and session."""

    tenant_id: UUID
    customer_id: UUID
    account_id: UUID | None = None
    case_id: UUID | None = None
    session_id: UUID | None = None

    @property
    def owners(self) -> tuple[str, ...]:
        """Document owners this context may see: shared, its customer, its account."""
        owners = ["shared", f"customer:{self.customer_id}"]
        if self.account_id is not None:
            owners.append(f"account:{self.account_id}")
        return tuple(owners)
