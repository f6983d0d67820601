"""The one type that may leave the redaction gate.

`RedactedText` is the only text that storage, logs, the embedder and the language model
accept. It can be built only by code in this package that holds the mint token, so a raw
`str` cannot be passed where redacted text is required: mypy rejects it statically, and the
constructor rejects it at run time.

One narrow exception is not redacted text: `published_policy_text`, the text of a shared
company policy, written by the tenant's trusted content owners and published through the
knowledge base. Only the knowledge indexing path calls it (a test checks that no other
module does); customer- and account-owned documents are redacted like any customer text.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal, final

__all__ = ["RedactedText", "UnredactedTextError", "load_stored", "published_policy_text"]


class UnredactedTextError(TypeError):
    """Raised when code outside the redaction gate tries to mint a `RedactedText`."""


_MINT: Final = object()


@final
class RedactedText:
    """Text that has passed through the redactor; placeholders stand where PII was."""

    __slots__ = ("_value",)

    def __init__(self, value: str, *, _mint: object = None) -> None:
        if _mint is not _MINT:
            raise UnredactedTextError(
                "RedactedText can only be created by discreet.redaction; redact the text first"
            )
        if not isinstance(value, str):
            raise UnredactedTextError("RedactedText wraps a str")
        self._value = value

    @property
    def value(self) -> str:
        return self._value

    def __str__(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return f"RedactedText({self._value!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RedactedText) and other._value == self._value

    def __hash__(self) -> int:
        return hash(("RedactedText", self._value))

    def __len__(self) -> int:
        return len(self._value)

    def __bool__(self) -> bool:
        return bool(self._value)

    @staticmethod
    def join(parts: Sequence[RedactedText], separator: str = "\n") -> RedactedText:
        """Concatenate redacted texts; a fixed separator adds no personal data."""
        if not all(isinstance(p, RedactedText) for p in parts):
            raise UnredactedTextError("only RedactedText can be joined into RedactedText")
        return RedactedText(separator.join(p._value for p in parts), _mint=_MINT)


def _mint(value: str) -> RedactedText:
    """Package-private constructor; only the redactor and stored-text loaders call it."""
    return RedactedText(value, _mint=_MINT)


def load_stored(value: str) -> RedactedText:
    """Re-wrap text read back from a column that only ever receives `RedactedText`.

    Repositories call this for values they load; it is not a way to redact anything, and
    calling it on text that did not come out of such a column defeats the type's purpose.
    """
    return RedactedText(value, _mint=_MINT)


def published_policy_text(value: str, *, owner: Literal["shared"]) -> RedactedText:
    """Admit the text of a *shared* company policy (body, heading path or title) verbatim.

    Shared policies are written by the tenant's trusted content owners, not by customers;
    redacting them turns brands, payment methods and tier names into placeholders and breaks
    the answers built from them. Their personal-data scan reports findings to the content
    owner instead. `owner` must be the literal ``"shared"`` (mypy rejects a plain `str`),
    so a customer- or account-owned document cannot take this path by accident.
    """
    if owner != "shared":
        raise UnredactedTextError("only shared company policies are stored verbatim")
    if not isinstance(value, str):
        raise UnredactedTextError("published policy text is a str")
    return RedactedText(value, _mint=_MINT)
