"""The offline default backend: answers made only of policy sentences.

`ExtractiveBackend` reads the passages of a `Prompt` (best first), splits them into
sentences, ranks the sentences by what they share with the customer's message (its words,
each weighted by how few of the candidate sentences hold it; the words of the sentence's
section heading; with an embedder, its meaning; the kind of answer it asks for, such as a
time or an amount; a small bonus for the passage's retrieval rank; a sentence that shares
none of these is no candidate), keeps at most `max_sentences` of them from at most
`max_passages` passages (room left goes to the sentences that follow the best one, which
continue it), and joins them under fixed connective phrases, the best sentence (the one that
answers) first and the others of each passage in their original order::

    According to our Returns policy: <sentence> <sentence>
    Our Shipping policy also says: <sentence>

Nothing else is written, so it cannot invent policy. Every passage used is cited. Without
passages it returns the handoff message with error ``no_passages``.
"""

from __future__ import annotations

import math
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from discreet.agent.backends.base import ChatStream
from discreet.agent.followup import is_follow_up
from discreet.agent.model import HANDOFF_MESSAGE, Generation, PolicyPassage, Prompt
from discreet.agent.prompt import approx_tokens, neutralise_markers
from discreet.knowledge.answerability import asked_kinds, held_kinds
from discreet.redaction.text import RedactedText, load_stored

__all__ = ["ExtractiveBackend", "SentenceEmbeddings", "split_sentences"]

_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]?\s+(?=[\"'(\[]?[A-Z0-9])")
_BULLET = re.compile(r"^\s*(?:[-*•]|\d{1,2}[.)])\s+")
_HEADING = re.compile(r"^\s*#{1,6}\s")
# A document's front matter ("---", "title: Shipping", "scope: shipping") is not policy text.
_FRONT_MATTER = re.compile(r"^\s*(?:-{3,}|[a-z_]{2,20}:\s*[^.!?]*)\s*$")
_TOKEN = re.compile(r"[a-z0-9]+")
_STOP_WORDS = """a an the and or but if of to in on at by for with from as is are was were be been
    being do does did can could will would should shall may might must i me my we our you
    your it its this that these those there here what which who whom when where why how
    not no yes please thanks thank hi hello there any some all more most much many so than
    then too very just about into over after before also only have has had get got am
    want need know tell let one"""
_STOP = frozenset(_STOP_WORDS.split())

_SHAPE_BONUS = 1.5
_SECTION_WEIGHT = 0.5
_MEANING_WEIGHT = 6.0
"""A sentence's cosine with the question, times this, adds to its word overlap."""

Embed = Callable[[Sequence[RedactedText]], list[list[float]]]


class SentenceEmbeddings:
    """`Embed` with a bounded LRU cache per text: policy sentences come back turn after
    turn, so after the first turns only the question is embedded."""

    def __init__(self, embed: Embed, *, size: int = 20_000) -> None:
        self._embed = embed
        self._size = size
        self._cache: OrderedDict[str, list[float]] = OrderedDict()
        self._lock = threading.Lock()

    def __call__(self, texts: Sequence[RedactedText]) -> list[list[float]]:
        with self._lock:
            missing = [t for t in dict.fromkeys(texts, None) if t.value not in self._cache]
        if missing:
            fresh = self._embed(missing)
            with self._lock:
                for text, vector in zip(missing, fresh, strict=True):
                    self._cache[text.value] = vector
                while len(self._cache) > self._size:
                    self._cache.popitem(last=False)
        out: list[list[float]] = []
        with self._lock:
            for text in texts:
                held = self._cache.get(text.value)
                if held is not None:
                    self._cache.move_to_end(text.value)
                    out.append(held)
                else:  # evicted meanwhile by another thread: embed it again
                    out.append(self._embed([text])[0])
        return out


def _shape_bonus(asked: frozenset[str], sentence: str) -> float:
    """What the question asks for ("how long" a time, "how much" an amount) that the
    sentence holds: a sentence of the right shape outranks one that merely shares words."""
    return _SHAPE_BONUS * len(asked & held_kinds(sentence)) if asked else 0.0


_SIBILANT_ES = re.compile(r"(?:ss|sh|ch|x|z)es$")
_DOUBLED = re.compile(r"([b-df-hj-km-np-rtv-z])\1$")  # not "ll" or "ss" (see below)


def _stem(word: str) -> str:
    """A light English stem, the same for a word's plural and its -ed and -ing forms:
    "phones" and "phone", "shipped" and "ship", "cancelled" and "cancel", "charges",
    "charged" and "charge"."""
    if len(word) <= 3:
        return word
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    elif _SIBILANT_ES.search(word):
        word = word[:-2]
    elif word.endswith("ing") and len(word) > 5:
        word = _DOUBLED.sub(r"\1", word[:-3])
    elif word.endswith("ed") and len(word) > 4:
        word = _DOUBLED.sub(r"\1", word[:-2])
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    if word.endswith("ll") and len(word) > 5:
        word = word[:-1]
    return word


def _terms(text: str) -> set[str]:
    return {_stem(w) for w in _TOKEN.findall(text.casefold()) if w not in _STOP}


def _rarity(query: set[str], held: Sequence[set[str]]) -> dict[str, float]:
    """Each question word's weight among the candidate sentences (`held`: each sentence's
    terms): 1 for a word only one of them holds, less for a word most of them share
    ("return" across a returns policy), which says little about which sentence answers."""
    n = len(held)
    weights: dict[str, float] = {}
    for term in query:
        df = sum(1 for h in held if term in h)
        weights[term] = math.log1p(n / df) / math.log1p(n) if df and n > 1 else 1.0
    return weights


def split_sentences(text: str) -> list[str]:
    """Sentences of a passage; bullet items and lines count as sentences, headings and
    front matter lines do not."""
    sentences: list[str] = []
    for raw_line in text.splitlines():
        line = raw_line.strip()
        if not line or _HEADING.match(line) or _FRONT_MATTER.match(line):
            continue
        line = _BULLET.sub("", line)
        for part in _SENTENCE_END.split(line):
            part = part.strip()
            if len(part) > 2:
                if part[-1] not in ".!?:":
                    part += "."
                sentences.append(part)
    return sentences


def _label(passage: PolicyPassage) -> str:
    section = " ".join(passage.section.split())
    title = section.split(">")[0].strip() if section else ""
    if not title:
        return "our policy"
    title = neutralise_markers(title)
    if title.casefold().endswith("policy"):
        return f"our {title}"
    return f"our {title} policy"


@dataclass(frozen=True, slots=True)
class _Pick:
    passage_rank: int
    position: int
    text: str


@dataclass(frozen=True, slots=True)
class ExtractiveBackend:
    """Extractive answers from the prompt's passages; deterministic and offline."""

    max_sentences: int = 4
    max_passages: int = 5
    name: str = "extractive"
    reads_context: ClassVar[bool] = False
    external_processor: ClassVar[bool] = False
    embed: Embed | None = None
    """Sentence embeddings (the knowledge base's embedder): with it, sentences are also
    ranked by meaning, so "send back" finds "return" and "nicked" finds "stolen"."""

    def _compose(self, prompt: Prompt) -> tuple[str, tuple[str, ...]]:
        passages = prompt.passages[: self.max_passages]
        if not passages:
            return "", ()
        question = prompt.user_message
        query = _terms(question)
        asked = asked_kinds(question)
        split = [split_sentences(p.text.value) for p in passages]
        every = [s for sentences in split for s in sentences]
        meaning = self._similarities(prompt, every)
        terms = [_terms(s) for s in every]
        weight = _rarity(query, terms)
        scored: list[tuple[float, _Pick]] = []
        index = 0
        for rank, passage in enumerate(passages):
            # Words of the section heading ("The return window") count for its sentences.
            section = _SECTION_WEIGHT * len(query & _terms(passage.section))
            for pos, sentence in enumerate(split[rank]):
                similarity = meaning[index] if meaning else 0.0
                overlap = sum(weight[t] for t in query & terms[index])
                index += 1
                # A sentence relates to the question by its words, its section's heading, the
                # kind of answer it holds or its meaning. Any of them makes it a candidate,
                # ranked by all of them together: the sentence that answers often repeats none
                # of the question's words ("Is there a bundle for calling abroad?" under
                # "Calling abroad": "An International Add-on costs £5 a month").
                relevance = (
                    overlap + section + _shape_bonus(asked, sentence) + _MEANING_WEIGHT * similarity
                )
                if relevance > 0.0:
                    score = relevance - 0.25 * rank - 0.01 * pos
                    scored.append((score, _Pick(rank, pos, neutralise_markers(sentence))))
        if not scored:
            # Retrieval judged the top passage relevant: lead with its opening sentences.
            first = split_sentences(passages[0].text.value)[:2]
            scored = [(0.0, _Pick(0, i, neutralise_markers(s))) for i, s in enumerate(first)]
        if not scored:
            return "", ()
        scored.sort(key=lambda item: item[0], reverse=True)
        kept = scored[: self.max_sentences]
        best: dict[int, float] = {}
        for score, pick in kept:
            best[pick.passage_rank] = max(best.get(pick.passage_rank, score), score)
        # The sentence that answers the question leads the reply, and its passage leads the
        # passages (the others by their best sentence); each passage keeps its own order. A
        # question that asks for a time or an amount is led by the best sentence giving one.
        lead = max(
            kept,
            key=lambda item: (
                asked <= held_kinds(item[1].text),
                item[0],
                -item[1].passage_rank,
                -item[1].position,
            ),
        )[1]
        picks = [pick for _, pick in kept]
        # Room left: the sentences after the one that answers continue it ("you pay an early
        # termination charge." "The charge is ... less 4%.").
        following = split[lead.passage_rank][lead.position + 1 :]
        for offset, sentence in enumerate(following[: self.max_sentences - len(picks)]):
            pick = _Pick(
                lead.passage_rank, lead.position + 1 + offset, neutralise_markers(sentence)
            )
            if pick not in picks:
                picks.append(pick)
        picks.sort(key=lambda p: (p.passage_rank, p.position))
        parts: list[str] = []
        cited: list[str] = []
        for rank in sorted(best, key=lambda r: (r != lead.passage_rank, -best[r], r)):
            ordered = [p for p in picks if p.passage_rank == rank]
            if rank == lead.passage_rank:
                ordered = [lead, *(p for p in ordered if p != lead)]
            sentences = " ".join(p.text for p in ordered)
            label = _label(passages[rank])
            if not cited:
                parts.append(f"According to {label}: {sentences}")
            else:
                parts.append(f"{label[0].upper()}{label[1:]} also says: {sentences}")
            cited.append(passages[rank].chunk_id)
        return "\n\n".join(parts), tuple(cited)

    def _similarities(self, prompt: Prompt, sentences: list[str]) -> list[float]:
        """Cosine of each sentence with the question (with the previous question too when
        it is a follow-up), or [] without an embedder or when it fails."""
        if self.embed is None or not sentences:
            return []
        asked = [m.content for m in prompt.messages if m.role == "user"]
        question = asked[-1] if asked else ""
        if len(asked) > 1 and is_follow_up(load_stored(question)):
            question = f"{asked[-2]} {question}"
        try:
            vectors = self.embed([load_stored(question), *map(load_stored, sentences)])
        except Exception:  # ranking by words alone still answers
            return []
        head, rest = vectors[0], vectors[1:]
        return [sum(a * b for a, b in zip(head, v, strict=True)) for v in rest]

    def generate(self, prompt: Prompt) -> Generation:
        text, cited = self._compose(prompt)
        tokens_in = prompt.token_counts.get("total", 0)
        if not text:
            return Generation(
                text=HANDOFF_MESSAGE,
                backend=self.name,
                tokens_in=tokens_in,
                tokens_out=0,
                cited_chunk_ids=(),
                error="no_passages",
            )
        return Generation(
            text=text,
            backend=self.name,
            tokens_in=tokens_in,
            tokens_out=approx_tokens(text),
            cited_chunk_ids=cited,
        )

    def stream(self, prompt: Prompt) -> ChatStream:
        generation = self.generate(prompt)
        if generation.error is None:
            yield from re.findall(r"\S+\s*|\s+", generation.text)
        return generation
