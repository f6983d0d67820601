"""The audit event schema engine: the rule every event kind obeys (the kinds themselves are
the catalogue in `discreet.audit.events`).

Every field is `Annotated[T, Classification.X]`. The classification says what the value is
(a keyed hash, a token from a closed or tenant-defined set, a count, a version, a duration,
an id, a flag, a score, a timestamp) and decides how it is validated. There is no
classification for free text, so no event can carry what a customer or a document said.

The rule is enforced twice:

* **at class creation** (`__init_subclass__`): a field without a classification, of a type
  that its classification does not allow (`str` is allowed only as an ENUM token, an ID or
  an IDENTIFIER_HASHED digest), of an open type (`Any`, `object`, `bytes`, `list`, `dict`
  with free keys), or whose name says it carries text (`debug_prompt`, `message_body`, …)
  raises `AuditSchemaError` when the module defining it is imported;
* **at construction** (`__post_init__`): every value is checked against its
  classification — ids against `ID_PATTERN`, ENUM tokens against their `Literal` set or
  `TOKEN_PATTERN`, hashed identifiers must be 64 lower-case hex digits, counts and versions
  non-negative ints, durations and scores finite floats — and normalised (lists to tuples,
  mappings to read-only sorted mappings, floats rounded). Error messages name the field and
  the rule, never the value, because a rejected value may be exactly the PII we keep out.

Containers: `tuple[X, ...]` for lists, `Mapping[K, V]` whose keys are always ENUM tokens and
whose values take the field's classification (`entity_counts: Mapping[str, int]` under
COUNT), `X | None` for optional values, and nested `AuditRecord`s under RECORD (one retrieved
chunk) whose own fields obey the same rule.
"""

import dataclasses
import enum
import json
import re
import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import (
    Annotated,
    Any,
    ClassVar,
    Final,
    Literal,
    TypeAlias,
    Union,
    get_args,
    get_origin,
    get_type_hints,
)
from uuid import UUID

__all__ = [
    "ID_PATTERN",
    "TOKEN_PATTERN",
    "AuditEvent",
    "AuditRecord",
    "AuditSchemaError",
    "AuditValueError",
    "Classification",
    "JSONValue",
]

JSONValue: TypeAlias = bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"] | None


class Classification(enum.Enum):
    """What a field holds. None of these is free text."""

    IDENTIFIER_HASHED = "identifier_hashed"  # 64-hex keyed hash (see identifiers.py)
    ENUM = "enum"  # a Literal / StrEnum value, or a tenant-defined token (scope, category)
    COUNT = "count"  # int >= 0
    VERSION = "version"  # int >= 0
    DURATION = "duration"  # float milliseconds >= 0
    ID = "id"  # UUID, or an opaque id string matching ID_PATTERN (chunk ids)
    FLAG = "flag"  # bool
    SCORE = "score"  # finite float
    TIMESTAMP = "timestamp"  # timezone-aware datetime
    RECORD = "record"  # a nested AuditRecord whose own fields are classified


C = Classification

#: Opaque ids: a UUID, or 8-128 lower-case hex digits with an optional short prefix.
ID_PATTERN = re.compile(
    r"(?:[a-z]{1,8}_)?[0-9a-f]{8,128}"
    r"|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
)
#: Tokens of an open enum (scope slugs, entity types, error codes, backend names).
TOKEN_PATTERN = re.compile(r"[A-Za-z][A-Za-z0-9_.-]{0,63}")
_DIGEST = re.compile(r"[0-9a-f]{64}")
#: Field-name words that announce text; refused whatever the annotation says.
_TEXTY_WORDS = frozenset(
    {
        "address",
        "answer",
        "body",
        "comment",
        "content",
        "debug",
        "description",
        "email",
        "excerpt",
        "message",
        "name",
        "note",
        "phone",
        "prompt",
        "query",
        "question",
        "raw",
        "snippet",
        "text",
        "title",
        "transcript",
    }
)
_MAX_FLOAT = 1e15  # beyond this PostgreSQL jsonb would print a float back as an integer
_FLOAT_DIGITS = {C.DURATION: 3, C.SCORE: 6}


class AuditSchemaError(TypeError):
    """An event or record class breaks the schema rule (raised when the class is defined)."""


class AuditValueError(ValueError):
    """A value does not fit its field's classification. The message never holds the value."""


# --- field specs: compiled once per class from its annotations ------------------------


@dataclass(frozen=True)
class _Spec:
    shape: Literal["scalar", "optional", "tuple", "mapping", "record"]
    classification: Classification
    base: Any = None  # scalar: str, UUID, int, float, bool, datetime, or a str Enum class
    literals: frozenset[str] | None = None  # scalar ENUM from Literal[...]
    item: "_Spec | None" = None  # optional/tuple item, mapping value
    key: "_Spec | None" = None  # mapping key (always an ENUM token)
    record: "type[AuditRecord] | None" = None


_ALLOWED_SCALARS: dict[Classification, tuple[type, ...]] = {
    C.IDENTIFIER_HASHED: (str,),
    C.ENUM: (str,),
    C.COUNT: (int,),
    C.VERSION: (int,),
    C.DURATION: (float,),
    C.ID: (str, UUID),
    C.FLAG: (bool,),
    C.SCORE: (float,),
    C.TIMESTAMP: (datetime,),
}


def _compile(tp: Any, cls: Classification, where: str) -> _Spec:
    origin = get_origin(tp)
    if origin is Annotated:
        raise AuditSchemaError(f"{where}: nested Annotated is not supported; classify the field")
    if origin in (Union, types.UnionType):
        args = [a for a in get_args(tp) if a is not type(None)]
        if len(args) != 1 or len(get_args(tp)) != 2:
            raise AuditSchemaError(f"{where}: only `X | None` unions are allowed")
        return _Spec("optional", cls, item=_compile(args[0], cls, where))
    if origin is tuple:
        items = get_args(tp)
        if len(items) != 2 or items[1] is not Ellipsis:
            raise AuditSchemaError(f"{where}: lists are `tuple[X, ...]`")
        return _Spec("tuple", cls, item=_compile(items[0], cls, where))
    if origin in (Mapping, dict):
        key_tp, value_tp = get_args(tp)
        key = _compile(key_tp, C.ENUM, where + " (mapping key)")
        if key.shape != "scalar":
            raise AuditSchemaError(f"{where}: mapping keys are ENUM tokens")
        return _Spec("mapping", cls, key=key, item=_compile(value_tp, cls, where))
    if origin is Literal:
        values = get_args(tp)
        if cls is not C.ENUM or not all(isinstance(v, str) for v in values):
            raise AuditSchemaError(f"{where}: a Literal of strings is an ENUM")
        return _Spec("scalar", cls, base=str, literals=frozenset(values))
    if cls is C.RECORD:
        if isinstance(tp, type) and issubclass(tp, AuditRecord):
            return _Spec("record", cls, record=tp)
        raise AuditSchemaError(f"{where}: RECORD fields hold an AuditRecord subclass")
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        if cls is not C.ENUM or not all(isinstance(m.value, str) for m in tp):
            raise AuditSchemaError(f"{where}: an Enum field is an ENUM of string values")
        return _Spec("scalar", cls, base=tp, literals=frozenset(m.value for m in tp))
    if tp not in _ALLOWED_SCALARS[cls]:
        raise AuditSchemaError(f"{where}: type {tp!r} is not allowed for {cls.name}")
    return _Spec("scalar", cls, base=tp)


def _compile_class(klass: type) -> dict[str, _Spec]:
    try:
        hints = get_type_hints(klass, include_extras=True)
    except Exception as exc:  # an unresolvable annotation is as bad as a missing one
        raise AuditSchemaError(f"{klass.__name__}: annotations do not resolve ({exc})") from exc
    specs: dict[str, _Spec] = {}
    for name, hint in hints.items():
        if name.startswith("_") or get_origin(hint) is ClassVar or hint is ClassVar:
            continue
        where = f"{klass.__name__}.{name}"
        if _TEXTY_WORDS.intersection(name.lower().split("_")):
            raise AuditSchemaError(f"{where}: the field name announces free text")
        if get_origin(hint) is not Annotated:
            raise AuditSchemaError(f"{where}: unclassified field (use Annotated[T, C.X])")
        tp, *meta = get_args(hint)
        marks = [m for m in meta if isinstance(m, Classification)]
        if len(marks) != 1:
            raise AuditSchemaError(f"{where}: exactly one Classification is required")
        specs[name] = _compile(tp, marks[0], where)
    return specs


# --- value checks and canonical JSON, compiled once per field -------------------------
#
# A field's spec compiles into a *checker* `(value, where) -> normalised value` (raising
# AuditValueError that names `where` and the rule, never the value) and an *encoder*
# `normalised value -> canonical JSON text`. Both are closures built when the class is
# created, so building and serialising an event (several per turn, on the turn's path)
# dispatches on nothing at run time.

Checker = Callable[[Any, str], Any]
Encoder = Callable[[Any], str]


def _bad(where: str, rule: str) -> AuditValueError:
    return AuditValueError(f"{where}: {rule}")


def _flag_checker(spec: _Spec, from_json: bool) -> Checker:
    def check(value: Any, where: str) -> Any:
        if value is True or value is False:
            return value
        raise _bad(where, "expected a bool")

    return check


def _count_checker(spec: _Spec, from_json: bool) -> Checker:
    def check(value: Any, where: str) -> Any:
        if type(value) is int and value >= 0:
            return value
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise _bad(where, "expected an int >= 0")
        return int(value)  # an int subclass (IntEnum) is stored as the plain int

    return check


def _number_checker(spec: _Spec, from_json: bool) -> Checker:
    digits = _FLOAT_DIGITS[spec.classification]
    non_negative = spec.classification is C.DURATION

    def check(value: Any, where: str) -> Any:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise _bad(where, "expected a float")
        number = float(value)
        if not -_MAX_FLOAT < number < _MAX_FLOAT:  # false for NaN too
            raise _bad(where, "expected a finite float below 1e15")
        if non_negative and number < 0:
            raise _bad(where, "a duration is >= 0")
        return round(number, digits) + 0.0  # + 0.0 folds -0.0 into 0.0

    return check


def _timestamp_checker(spec: _Spec, from_json: bool) -> Checker:
    def check(value: Any, where: str) -> Any:
        if from_json and isinstance(value, str):
            try:
                value = datetime.fromisoformat(value)
            except ValueError:
                raise _bad(where, "expected an ISO timestamp") from None
        if not isinstance(value, datetime) or value.tzinfo is None:
            raise _bad(where, "expected a timezone-aware datetime")
        return value.astimezone(UTC)

    return check


def _id_checker(spec: _Spec, from_json: bool) -> Checker:
    if spec.base is UUID:

        def check_uuid(value: Any, where: str) -> Any:
            if from_json and isinstance(value, str):
                try:
                    value = UUID(value)
                except ValueError:
                    raise _bad(where, "expected a UUID") from None
            if not isinstance(value, UUID):
                raise _bad(where, "expected a UUID")
            return value

        return check_uuid

    return _matching(ID_PATTERN, "expected an opaque id (hex or UUID form)")


def _hashed_checker(spec: _Spec, from_json: bool) -> Checker:
    return _matching(_DIGEST, "expected a 64-hex keyed hash (use hash_identifier)")


def _matching(pattern: re.Pattern[str], rule: str) -> Checker:
    """A string that `pattern` matches whole; anything else breaks `rule`."""

    def check(value: Any, where: str) -> Any:
        if not isinstance(value, str) or not pattern.fullmatch(value):
            raise _bad(where, rule)
        return value

    return check


def _enum_checker(spec: _Spec, from_json: bool) -> Checker:
    literals, base = spec.literals, spec.base
    members = base if isinstance(base, type) and issubclass(base, enum.Enum) else None

    def check(value: Any, where: str) -> Any:
        if members is not None and isinstance(value, members):
            return value.value
        if not isinstance(value, str):
            raise _bad(where, "expected an enum token")
        if literals is not None:
            if value not in literals:
                raise _bad(where, f"expected one of {sorted(literals)}")
        elif not TOKEN_PATTERN.fullmatch(value):
            raise _bad(where, "expected a token ([A-Za-z][A-Za-z0-9_.-]{0,63})")
        return str(value)

    return check


_SCALAR_CHECKERS: Final[Mapping[C, Callable[[_Spec, bool], Checker]]] = {
    C.FLAG: _flag_checker,
    C.COUNT: _count_checker,
    C.VERSION: _count_checker,
    C.DURATION: _number_checker,
    C.SCORE: _number_checker,
    C.TIMESTAMP: _timestamp_checker,
    C.ID: _id_checker,
    C.IDENTIFIER_HASHED: _hashed_checker,
    C.ENUM: _enum_checker,
}


def _part(spec: _Spec | None) -> _Spec:
    if spec is None:  # _compile always fills the parts its shapes need
        raise AuditSchemaError("malformed field spec")
    return spec


def _checker(spec: _Spec, from_json: bool) -> Checker:
    """The checker of one field; `from_json` also accepts the JSON spelling of UUIDs,
    timestamps and nested records (decoding a stored payload)."""
    if spec.shape == "scalar":
        return _SCALAR_CHECKERS[spec.classification](spec, from_json)
    if spec.shape == "optional":
        item = _checker(_part(spec.item), from_json)
        return lambda value, where: None if value is None else item(value, where)
    if spec.shape == "tuple":
        return _tuple_checker(_checker(_part(spec.item), from_json))
    if spec.shape == "mapping":
        return _mapping_checker(
            _checker(_part(spec.key), from_json), _checker(_part(spec.item), from_json)
        )
    record = spec.record
    if record is None:
        raise AuditSchemaError("malformed field spec")

    def check_record(value: Any, where: str) -> Any:
        if isinstance(value, record):
            return value
        if from_json and isinstance(value, Mapping):
            return record._from_json(value, where)
        raise _bad(where, f"expected a {record.__name__}")

    return check_record


def _tuple_checker(item: Checker) -> Checker:
    def check(value: Any, where: str) -> Any:
        if not isinstance(value, tuple | list):
            raise _bad(where, "expected a tuple")
        try:
            return tuple([item(v, where) for v in value])
        except AuditValueError:
            for i, v in enumerate(value):  # again, to name the item's index in the error
                item(v, f"{where}[{i}]")
            raise

    return check


def _mapping_checker(key: Checker, item: Checker) -> Checker:
    def check(value: Any, where: str) -> Any:
        if not isinstance(value, Mapping):
            raise _bad(where, "expected a mapping")
        keyed = f"{where} key"
        pairs = sorted((key(k, keyed), item(v, where)) for k, v in value.items())
        return types.MappingProxyType(dict(pairs))

    return check


def _quoted(value: str) -> str:
    """A token, opaque id, digest or UUID: characters JSON never escapes."""
    return f'"{value}"'


def _spelled(literals: frozenset[str]) -> Encoder:
    spelled = {literal: json.dumps(literal) for literal in literals}
    return spelled.__getitem__


def _encoder(spec: _Spec) -> Encoder:
    """The canonical JSON (`chain.canonical_json`: sorted keys, no spaces, ASCII) of one
    normalised field value, spelled directly; a unit test holds the two equal."""
    if spec.shape == "optional":
        item = _encoder(_part(spec.item))
        return lambda value: "null" if value is None else item(value)
    if spec.shape == "tuple":
        item = _encoder(_part(spec.item))
        return lambda value: "[" + ",".join([item(v) for v in value]) + "]"
    if spec.shape == "mapping":
        key, item = _encoder(_part(spec.key)), _encoder(_part(spec.item))
        # normalised mappings are sorted by key already
        return lambda value: (
            "{" + ",".join([key(k) + ":" + item(v) for k, v in value.items()]) + "}"
        )
    if spec.shape == "record":
        return _Classified.payload_json
    cls = spec.classification
    if cls is C.FLAG:
        return lambda value: "true" if value else "false"
    if cls in (C.COUNT, C.VERSION):
        return int.__repr__
    if cls in (C.DURATION, C.SCORE):
        return float.__repr__
    if cls is C.TIMESTAMP:
        return lambda value: '"' + value.isoformat(timespec="microseconds") + '"'
    if spec.literals is not None:
        return _spelled(spec.literals)
    return _quoted if spec.base is str else lambda value: f'"{value}"'


def _to_json(value: Any) -> JSONValue:
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, UUID):
        return str(value)
    if isinstance(value, datetime):
        return value.astimezone(UTC).isoformat(timespec="microseconds")
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _to_json(v) for k, v in value.items()}
    if isinstance(value, _Classified):
        return value.to_payload()
    raise TypeError(f"cannot encode {type(value).__name__}")  # unreachable after validation


# --- bases ----------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class _Classified:
    """Shared machinery of events and nested records: specs, validation, JSON."""

    _specs: ClassVar[dict[str, _Spec]] = {}
    _checks: ClassVar[tuple[tuple[str, Checker, str], ...]] = ()  # (name, check, "Class.name")
    _decoders: ClassVar[dict[str, Checker]] = {}
    _encoders: ClassVar[tuple[tuple[str, str, Encoder], ...]] = ()  # ('"name":', name, enc)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._specs = _compile_class(cls)
        cls._checks = tuple(
            (n, _checker(s, False), f"{cls.__name__}.{n}") for n, s in cls._specs.items()
        )
        cls._decoders = {n: _checker(s, True) for n, s in cls._specs.items()}
        cls._encoders = tuple((f'"{n}":', n, _encoder(cls._specs[n])) for n in sorted(cls._specs))

    def __post_init__(self) -> None:
        if not self._specs and dataclasses.fields(self):
            raise AuditSchemaError(f"{type(self).__name__} was not checked")
        for name, check, where in self._checks:
            value = getattr(self, name)
            checked = check(value, where)
            if checked is not value:
                object.__setattr__(self, name, checked)

    def to_payload(self) -> dict[str, JSONValue]:
        """The JSON object stored in `audit_events.payload` (keys sorted when dumped)."""
        return {name: _to_json(getattr(self, name)) for name in self._specs}

    def payload_json(self) -> str:
        """`chain.canonical_json(self.to_payload())`, spelled in one pass: what the writer
        stores and hashes."""
        return "{" + ",".join([k + enc(getattr(self, n)) for k, n, enc in self._encoders]) + "}"

    @classmethod
    def _from_json(cls, data: Mapping[str, Any], where: str) -> Any:
        if not isinstance(data, Mapping) or set(data) - set(cls._specs):
            raise _bad(where, f"unexpected keys for {cls.__name__}")
        decoders = cls._decoders
        values = {name: decoders[name](v, f"{where}.{name}") for name, v in data.items()}
        try:
            return cls(**values)
        except TypeError:
            raise _bad(where, f"missing keys for {cls.__name__}") from None


@dataclass(frozen=True, kw_only=True)
class AuditRecord(_Classified):
    """A nested structure inside an event (under Classification.RECORD)."""


@dataclass(frozen=True, kw_only=True)
class AuditEvent(_Classified):
    """Base of every event kind. Subclass with `class X(AuditEvent, kind="x")` and decorate
    with `@dataclass(frozen=True, kw_only=True)`; abstract intermediates omit `kind`."""

    kind: ClassVar[str] = ""

    def __init_subclass__(cls, *, kind: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if kind is None:
            cls.kind = ""
            return
        if not re.fullmatch(r"[a-z][a-z0-9_]{0,62}", kind):
            raise AuditSchemaError(f"{cls.__name__}: kind must be a snake_case token")
        cls.kind = kind

    def __post_init__(self) -> None:
        if not self.kind:
            raise AuditSchemaError(f"{type(self).__name__} is abstract (no kind)")
        super().__post_init__()
