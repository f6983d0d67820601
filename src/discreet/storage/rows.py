"""Dataclasses built from result rows whose column names are the field names."""

from __future__ import annotations

from dataclasses import fields
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar

from sqlalchemy import Row

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

__all__ = ["from_row"]

_D = TypeVar("_D", bound="DataclassInstance")


def from_row(cls: type[_D], row: Row[Any], /, **converted: Any) -> _D:
    """`cls` with each field taken from the row's column of the same name, except the
    fields in `converted` (a value that needs converting, or a column named otherwise).
    Columns that name no field are not used: a query may select what a converted field is
    made of. A field the row and `converted` both lack raises TypeError, like a missing
    argument (unless the field has a default)."""
    columns = row._mapping
    values = {name: columns[name] for name in _field_names(cls) if name in columns}
    return cls(**(values | converted))


@cache
def _field_names(cls: type[DataclassInstance]) -> tuple[str, ...]:
    """The field names of a dataclass, read once per class (rows are mapped on hot paths:
    every turn's window, every claimed job)."""
    return tuple(f.name for f in fields(cls))
