"""Every agent module in this area declares its public surface explicitly."""

from __future__ import annotations

import importlib

import pytest

MODULES = [
    "discreet.agent.model",
    "discreet.agent.prompt",
    "discreet.agent.defences",
    "discreet.agent.guard",
    "discreet.agent.followup",
    "discreet.agent.handoff",
    "discreet.agent.turn",
    "discreet.demo.loader",
    "discreet.demo.readiness",
    "discreet.services.answers_eval",
    "discreet.agent.backends",
    "discreet.agent.backends.base",
    "discreet.agent.backends.extractive",
    "discreet.agent.backends.openai_compat",
]


@pytest.mark.parametrize("name", MODULES)
def test_all_is_declared_and_resolvable(name: str) -> None:
    module = importlib.import_module(name)
    exported = module.__all__
    assert len(set(exported)) == len(exported)
    for symbol in exported:
        assert hasattr(module, symbol), symbol
