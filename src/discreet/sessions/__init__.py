"""Session state: the conversation window, its idle TTL and its pseudonym vault."""

from discreet.sessions.model import SessionInfo, Turn
from discreet.sessions.ports import VaultStore

__all__ = ["SessionInfo", "Turn", "VaultStore"]
