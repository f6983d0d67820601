"""Tenants, identities, API keys and roles."""

from discreet.tenancy.keys import authenticate, create_key, hash_key
from discreet.tenancy.model import Principal, Role, TenantContext

__all__ = ["Principal", "Role", "TenantContext", "authenticate", "create_key", "hash_key"]
