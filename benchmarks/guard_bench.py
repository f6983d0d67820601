"""Per-turn overhead of prompt assembly and the output guard (goal: p95 <= 5 ms).

    .venv/bin/python benchmarks/guard_bench.py [--turns 2000] [--seed 1] [--names]

Each simulated turn assembles a prompt from 5 policy passages (~120 words each), 6 window
turns and 4 remembered facts, runs the input defences on the message, then guards a
~150-word reply containing a few identifiers (own, company and foreign), both in one piece
and through the streaming guard fed in ~4-character deltas. Prints p50/p95/max in
milliseconds for each step and for the sum that a turn pays (defences + assembly + guard),
twice: wall-clock time, and the thread's CPU time (which leaves out the time the process
waits for a core, so it is the figure to read on a loaded machine). GC is left on.

With ``--names`` the guard also runs the name detector a language model's reply gets (the
redactor's analysis with spaCy NER, `discreet.agent.guard.name_detector`) on the same reply
with one more sentence naming another person ("guard_reply + names"); the step is left out
of the turn total, which is the extractive backend's overhead.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from discreet.agent.defences import detect_attack
from discreet.agent.guard import AllowList, Detector, StreamGuard, guard_reply, name_detector
from discreet.agent.model import PolicyPassage, RememberedFact, WindowTurn
from discreet.agent.prompt import assemble_prompt
from discreet.redaction import RedactionConfig, build_redactor
from discreet.redaction.text import RedactedText, _mint

__all__ = ["main"]

WORDS = (
    "return refund item items delivery days policy order shipping within store credit "
    "original packaging receipt customer account damaged exchange warranty express "
    "standard business card payment method label free charge eligible unused tags"
).split()


def sentence(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


def paragraph(rng: random.Random, words: int) -> str:
    out: list[str] = []
    while sum(len(s.split()) for s in out) < words:
        out.append(sentence(rng, rng.randint(8, 18)))
    return " ".join(out)


def make_turn(rng: random.Random) -> dict[str, object]:
    passages = [
        PolicyPassage(
            chunk_id=f"chunk-{i}-{rng.randrange(10**6)}",
            document_id=f"doc-{i}",
            version=rng.randint(1, 5),
            section="Returns > Refund window",
            owner="shared",
            text=_mint(paragraph(rng, 120) + " Email support@acme.example for help."),
            score=rng.random(),
        )
        for i in range(5)
    ]
    window = [
        WindowTurn("customer" if i % 2 == 0 else "agent", _mint(paragraph(rng, 30)))
        for i in range(6)
    ]
    now = datetime(2024, 6, 1, tzinfo=UTC)
    facts = [
        RememberedFact(
            fact_id=f"f{i}",
            category="preference",
            key=f"key_{i}",
            value=_mint(f"value {i} [EMAIL_1]"),
            recorded_at=now - timedelta(days=30 * i),
            stale=i == 3,
        )
        for i in range(4)
    ]
    message = _mint("Hi, can I still return the boots from order [ORDER_1]? " + sentence(rng, 12))
    reply = (
        paragraph(rng, 60)
        + " Your order [ORDER_1] qualifies; we will email [EMAIL_1]. "
        + paragraph(rng, 50)
        + " You can also write to support@acme.example or jane.doe@gmail.com, "
        + "or call +1 415 555 0100. "
        + paragraph(rng, 40)
    )
    return {
        "passages": passages,
        "window": window,
        "facts": facts,
        "message": message,
        "reply": reply,
    }


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


CLOCK = time.perf_counter
NAMES: dict[str, Detector] = {}
"""Set by ``--names``: the name detector, built once (the redactor loads spaCy)."""
NAME_SENTENCE = " By the way, Dana Okafor-Reyes had this too."


def timed(fn: Callable[[], object]) -> float:
    start = CLOCK()
    fn()
    return (CLOCK() - start) * 1000.0


def measure(turn: dict[str, object]) -> dict[str, float]:
    """Time each step of one simulated turn, in milliseconds."""
    message = turn["message"]
    assert isinstance(message, RedactedText)
    reply = str(turn["reply"])
    passages: list[PolicyPassage] = turn["passages"]  # type: ignore[assignment]
    window: list[WindowTurn] = turn["window"]  # type: ignore[assignment]
    facts: list[RememberedFact] = turn["facts"]  # type: ignore[assignment]
    own = frozenset({"[ORDER_1]", "[EMAIL_1]"})

    def assemble() -> None:
        assemble_prompt(message=message, window=window, passages=passages, facts=facts)

    def guard() -> None:
        allowed = AllowList.for_turn(placeholders=own, passages=[p.text.value for p in passages])
        guard_reply(reply, allowed=allowed)

    def stream() -> None:
        allowed = AllowList.for_turn(placeholders=own, passages=[p.text.value for p in passages])
        sg = StreamGuard(allowed=allowed)
        for j in range(0, len(reply), 4):
            sg.feed(reply[j : j + 4])
        sg.finish()

    t_detect = timed(lambda: detect_attack(message, own_identifiers=own))
    t_assemble = timed(assemble)
    t_guard = timed(guard)
    t_stream = timed(stream)
    out = {
        "detect_attack": t_detect,
        "assemble_prompt": t_assemble,
        "guard_reply": t_guard,
        "stream_guard": t_stream,
        "turn total (defences+assembly+guard)": t_detect + t_assemble + t_guard,
    }
    if NAMES:

        def names() -> None:
            texts = [p.text.value for p in passages]
            allowed = AllowList.for_turn(placeholders=own, passages=texts)
            result = guard_reply(reply + NAME_SENTENCE, allowed=allowed, detect=NAMES["detect"])
            assert "Reyes" not in result.text

        out["guard_reply + names"] = timed(names)
    return out


def run(turns: list[dict[str, object]], n: int, label: str) -> None:
    results: dict[str, list[float]] = {
        "detect_attack": [],
        "assemble_prompt": [],
        "guard_reply": [],
        "stream_guard": [],
        "turn total (defences+assembly+guard)": [],
    }
    if NAMES:
        results["guard_reply + names"] = []
    for i in range(n):
        for name, value in measure(turns[i % len(turns)]).items():
            results[name].append(value)
    print(f"-- {label}")
    print(f"{'step':40} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for name, values in results.items():
        print(
            f"{name:40} {statistics.median(values):8.3f} {percentile(values, 0.95):8.3f} "
            f"{max(values):8.3f}"
        )
    total = results["turn total (defences+assembly+guard)"]
    verdict = "meets" if percentile(total, 0.95) <= 5.0 else "MISSES"
    print(f"{label}: turn overhead p95 {percentile(total, 0.95):.3f} ms {verdict} the 5 ms goal")


def main() -> None:
    global CLOCK
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--names", action="store_true", help="also time the NER name detector")
    args = parser.parse_args()
    if args.names:
        NAMES["detect"] = name_detector(
            build_redactor(), config=RedactionConfig(), passages=["Returns policy"]
        )
    rng = random.Random(args.seed)
    turns = [make_turn(rng) for _ in range(200)]
    print(f"guard_bench: {args.turns} turns, 5 passages x ~120 words, reply ~150 words")
    for _ in range(50):  # warm the regex caches
        measure(turns[0])
    CLOCK = time.perf_counter
    run(turns, args.turns, "wall clock")
    CLOCK = time.thread_time
    run(turns, args.turns, "thread CPU time")


if __name__ == "__main__":
    main()
