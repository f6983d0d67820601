"""The demo tenant's content files are well formed and consistent with each other."""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any

import pytest

DATA: Traversable = files("discreet.demo") / "data"
SLUG = re.compile(r"^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$")
ALLOWED_EMAIL_DOMAINS = {"example.com", "example.org"}
MIN_WORDS, MAX_WORDS = 300, 900


@dataclass(frozen=True)
class Policy:
    stem: str
    meta: dict[str, str]
    body: str


def _parse_policy(stem: str, text: str) -> Policy:
    lines = text.splitlines()
    assert lines[:1] == ["---"], f"{stem}: front matter must open on the first line"
    try:
        end = lines.index("---", 1)
    except ValueError:
        pytest.fail(f"{stem}: front matter is not closed with '---'")
    meta: dict[str, str] = {}
    for line in lines[1:end]:
        key, sep, value = line.partition(":")
        assert sep, f"{stem}: front-matter line is not 'key: value': {line!r}"
        meta[key.strip()] = value.strip()
    return Policy(stem=stem, meta=meta, body="\n".join(lines[end + 1 :]))


def _load_policies() -> list[Policy]:
    folder = DATA / "policies"
    return [
        _parse_policy(entry.name.removesuffix(".md"), entry.read_text(encoding="utf-8"))
        for entry in sorted(folder.iterdir(), key=lambda e: e.name)
        if entry.name.endswith(".md")
    ]


def _load_jsonl(name: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for number, line in enumerate((DATA / name).read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            row = json.loads(line)
            assert isinstance(row, dict), f"{name}:{number} is not a JSON object"
            rows.append(row)
    return rows


POLICIES = _load_policies()
POLICY_BY_STEM = {policy.stem: policy for policy in POLICIES}
POLICY_SCOPES = {policy.meta.get("scope", "") for policy in POLICIES}
SCOPE_EXAMPLES = _load_jsonl("scope_examples.jsonl")
QUESTIONS = _load_jsonl("questions.jsonl")
CUSTOMERS: dict[str, Any] = json.loads((DATA / "customers.json").read_text(encoding="utf-8"))


# --- policies ------------------------------------------------------------------------------


def test_there_are_at_least_twelve_policies() -> None:
    assert len(POLICIES) >= 12


@pytest.mark.parametrize("policy", POLICIES, ids=lambda p: p.stem)
def test_policy_has_title_and_slug_scope(policy: Policy) -> None:
    assert policy.meta.get("title"), "front matter needs a title"
    assert SLUG.fullmatch(policy.meta.get("scope", "")), "scope must be a lowercase slug"
    assert SLUG.fullmatch(policy.stem), "file name must be a lowercase slug"


@pytest.mark.parametrize("policy", POLICIES, ids=lambda p: p.stem)
def test_policy_starts_with_matching_h1(policy: Policy) -> None:
    first_line = policy.body.lstrip("\n").splitlines()[0]
    assert first_line == f"# {policy.meta['title']}"


@pytest.mark.parametrize("policy", POLICIES, ids=lambda p: p.stem)
def test_policy_has_sections_and_a_sensible_length(policy: Policy) -> None:
    sections = [line for line in policy.body.splitlines() if line.startswith("## ")]
    assert len(sections) >= 2
    words = len(policy.body.split())
    assert MIN_WORDS <= words <= MAX_WORDS, f"{words} words"


def test_policy_titles_are_unique() -> None:
    titles = Counter(policy.meta["title"] for policy in POLICIES)
    assert [title for title, n in titles.items() if n > 1] == []


# --- scope examples --------------------------------------------------------------------------


def test_scope_examples_are_well_formed() -> None:
    for row in SCOPE_EXAMPLES:
        assert set(row) == {"text", "scope"}
        assert isinstance(row["text"], str)
        assert row["text"].strip()
        assert SLUG.fullmatch(row["scope"])


def test_every_scope_has_at_least_ten_examples() -> None:
    counts = Counter(row["scope"] for row in SCOPE_EXAMPLES)
    assert {scope: n for scope, n in counts.items() if n < 10} == {}


def test_every_policy_scope_and_general_have_examples() -> None:
    labelled = {row["scope"] for row in SCOPE_EXAMPLES}
    assert (POLICY_SCOPES | {"general"}) - labelled == set()


def test_scope_example_texts_are_unique() -> None:
    texts = Counter(row["text"].casefold() for row in SCOPE_EXAMPLES)
    assert [text for text, n in texts.items() if n > 1] == []


# --- questions -------------------------------------------------------------------------------


def test_question_ids_are_unique() -> None:
    ids = Counter(question["id"] for question in QUESTIONS)
    assert [qid for qid, n in ids.items() if n > 1] == []


def test_questions_cover_both_outcomes() -> None:
    answerable = [q for q in QUESTIONS if q["answerable"]]
    unanswerable = [q for q in QUESTIONS if not q["answerable"]]
    assert len(answerable) >= 30
    assert len(unanswerable) >= 15


@pytest.mark.parametrize("question", QUESTIONS, ids=lambda q: str(q["id"]))
def test_question_is_well_formed(question: dict[str, Any]) -> None:
    assert {"id", "text", "answerable", "scope", "expect_document", "expect_phrase"} <= set(
        question
    )
    assert isinstance(question["answerable"], bool)
    assert question["text"].strip()
    assert SLUG.fullmatch(question["scope"])
    conversation = question.get("conversation", [])
    assert isinstance(conversation, list)
    assert all(isinstance(turn, str) and turn.strip() for turn in conversation)
    if not question["answerable"]:
        assert question["expect_document"] is None
        assert question["expect_phrase"] is None


@pytest.mark.parametrize(
    "question", [q for q in QUESTIONS if q["answerable"]], ids=lambda q: str(q["id"])
)
def test_answerable_question_points_at_a_phrase_in_its_document(
    question: dict[str, Any],
) -> None:
    policy = POLICY_BY_STEM.get(question["expect_document"])
    assert policy is not None, f"no policy named {question['expect_document']!r}"
    assert question["expect_phrase"].casefold() in policy.body.casefold()
    assert question["scope"] == policy.meta["scope"]


# --- customers -------------------------------------------------------------------------------


def _customers() -> list[dict[str, Any]]:
    return [customer for account in CUSTOMERS["accounts"] for customer in account["customers"]]


def test_there_are_three_accounts_with_one_or_two_customers() -> None:
    accounts = CUSTOMERS["accounts"]
    assert len(accounts) == 3
    assert all(1 <= len(account["customers"]) <= 2 for account in accounts)


def test_customer_emails_use_reserved_example_domains() -> None:
    for customer in _customers():
        domain = customer["email"].rpartition("@")[2].lower()
        assert domain in ALLOWED_EMAIL_DOMAINS, customer["external_id"]


def test_customer_data_ids_are_unique() -> None:
    accounts = [account["external_id"] for account in CUSTOMERS["accounts"]]
    customers = [customer["external_id"] for customer in _customers()]
    orders = [order["order_id"] for c in _customers() for order in c["orders"]]
    emails = [customer["email"].lower() for customer in _customers()]
    for ids in (accounts, customers, orders, emails):
        assert len(ids) == len(set(ids)), ids


def test_orders_are_well_formed() -> None:
    for customer in _customers():
        for order in customer["orders"]:
            assert re.fullmatch(r"AO-\d{6}", order["order_id"])
            assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", order["placed_on"])
            assert order["items"]
            assert all(isinstance(item, str) and item for item in order["items"])
            assert re.fullmatch(r"[£$]\d+\.\d{2}", order["total"])
