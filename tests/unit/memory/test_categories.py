"""The memory categories are one catalogue: the capture defaults, the ranking cues, the
extractor's keys and prompt, and the reply sentences all come from it."""

from __future__ import annotations

from discreet.memory import llm_extractor, ranking, rules
from discreet.memory.categories import CATEGORIES, by_name, templates


def test_every_category_has_its_rule_and_cues_from_the_catalogue() -> None:
    defaults = rules.DEFAULT_SETTINGS["categories"]
    assert list(defaults) == [c.name for c in CATEGORIES]
    for category in CATEGORIES:
        assert defaults[category.name] == {
            "ttl_days": category.ttl_days,
            "fresh_days": category.fresh_days,
        }
        assert ranking.CATEGORY_CUES[category.name] == category.cues


def test_the_extractor_is_told_every_key_the_catalogue_describes() -> None:
    for category in CATEGORIES:
        for key in category.keys:
            line = f"- {category.name} / {key.name}: {key.described}"
            assert (line in llm_extractor.SYSTEM_PROMPT) == (
                key.described is not None and category.from_customer_turns
            )
    assert "case_decision" not in llm_extractor.SYSTEM_PROMPT
    assert "- account_detail / <short_snake_case_key>:" in llm_extractor.SYSTEM_PROMPT


def test_templates_take_the_value_and_name_their_key() -> None:
    noted = templates("noted")
    assert noted[("language", "preferred")].format(value="Spanish") == "Noted: you prefer Spanish."
    confirm = templates("confirm")
    assert set(confirm) == {("address", "city")}
    assert "{when}" in confirm[("address", "city")]
    assert set(by_name()) == {c.name for c in CATEGORIES}
