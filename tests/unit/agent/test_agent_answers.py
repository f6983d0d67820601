"""Answers that survive: follow-ups that are not, a request for a person, and an extractive
reply that leads with the sentence that answers."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from discreet.agent.backends import ExtractiveBackend
from discreet.agent.backends.extractive import Embed, SentenceEmbeddings, split_sentences
from discreet.agent.followup import follow_up_query, is_follow_up
from discreet.agent.handoff import HUMAN_HANDOFF_MESSAGE, asks_for_human
from discreet.agent.model import HANDOFF_MESSAGE, PolicyPassage, Prompt
from discreet.agent.prompt import assemble_prompt
from discreet.redaction.text import RedactedText, _mint

FOLLOW_UPS = [
    "what about for electronics?",
    "and what about if it's from the US, do I pay the postage?",
    "how much do you keep back for that?",
    "What about for American orders?",
    "What if the cheaper one is from a seller on a marketplace site?",
    "Does that apply to sale items too?",
    "For electronics?",
    "In the US?",
    "can I return them in store?",
    "Is it the same for gift cards?",
    "and for Canada?",
    "Same for boots?",
    "How much does it cost?",
]
STANDALONE = [
    "Do you deliver to Canada?",
    "Can I pay in instalments?",
    "How much is next-day delivery?",
    "Do my points ever run out?",
    "Is there a fee for gift wrapping?",
    "How long do I have to return a jacket?",
    "What are my points worth?",
    "I was charged twice",
    "Is it possible to change my delivery address?",
    "My parcel hasn't arrived",
    "How do I reset my password?",
    "Can I cancel an order I placed this morning?",
    "What is the warranty on a GPS watch?",
    "Are there any fees for international returns?",
    "How many days have I got to send back a fleece that doesn't fit?",
]


@pytest.mark.parametrize("message", FOLLOW_UPS)
def test_a_follow_up_is_searched_with_the_previous_question(message: str) -> None:
    previous = _mint("How long do I have to return a jacket?")
    assert is_follow_up(_mint(message))
    query = follow_up_query(_mint(message), [previous])
    assert query.value.startswith(previous.value) and query.value.endswith(message)


@pytest.mark.parametrize("message", STANDALONE)
def test_a_question_that_stands_on_its_own_is_searched_alone(message: str) -> None:
    previous = _mint("How long do I have to return a jacket?")
    assert follow_up_query(_mint(message), [previous]) == _mint(message)


def test_without_a_previous_question_nothing_is_joined() -> None:
    assert follow_up_query(_mint("and for Canada?"), []) == _mint("and for Canada?")


HUMAN = [
    "I want to talk to a human",
    "agent please",
    "Agent please!",
    "real person",
    "Real person please",
    "speak to someone",
    "Can I speak to someone?",
    "I need to speak with a real person",
    "human",
    "put me through to an agent",
    "I'd like to speak to a manager",
    "can i chat with a human pls",
    "please transfer me to customer service",
    "This bot is useless, I want a real person",
    "Connect me with a representative",
    "no more bots, speak to someone now",
]
NOT_HUMAN = [
    "When is there a real person available on a Saturday?",
    "How long do you have to respond to an official complaint?",
    "Is there a human I can call on Sundays?",
    "Can I speak French with your team?",
    "Do you have people working on bank holidays?",
    "Can someone else collect my parcel?",
    "I talked to someone yesterday and they said 30 days",
    "How do I return a jacket?",
]


@pytest.mark.parametrize("message", HUMAN)
def test_a_request_for_a_person_is_recognised(message: str) -> None:
    assert asks_for_human(_mint(message))


@pytest.mark.parametrize("message", NOT_HUMAN)
def test_a_question_about_people_is_not_a_request_for_one(message: str) -> None:
    assert not asks_for_human(_mint(message))


def test_the_human_handoff_reply_is_clear_and_not_the_abstention() -> None:
    assert not HUMAN_HANDOFF_MESSAGE.startswith(HANDOFF_MESSAGE[:20])
    assert "can't answer" not in HUMAN_HANDOFF_MESSAGE
    assert "support team" in HUMAN_HANDOFF_MESSAGE


def _passage(text: str, section: str) -> PolicyPassage:
    return PolicyPassage("c1", "d1", 1, section, "shared", _mint(text), 0.9)


@pytest.mark.parametrize(
    ("question", "text", "answer"),
    [
        (
            "How long until my refund reaches my card?",
            "We check every returned item when it reaches our warehouse. Refunds reach "
            "your card within 5-10 business days after we approve the return.",
            "Refunds reach your card within 5-10 business days",
        ),
        (
            "How much is next-day delivery?",
            "Next-day delivery is available on orders placed before 2pm. Next-day delivery "
            "costs £6.95.",
            "Next-day delivery costs £6.95.",
        ),
    ],
)
def test_the_extractive_reply_leads_with_the_answer(question: str, text: str, answer: str) -> None:
    prompt = assemble_prompt(
        message=_mint(question), window=[], passages=[_passage(text, "Refunds")], facts=[]
    )
    reply = ExtractiveBackend().generate(prompt).text
    assert reply.startswith(f"According to our Refunds policy: {answer}")


def test_redacted_text_join_keeps_both() -> None:
    joined = RedactedText.join((_mint("a"), _mint("b")))
    assert "a" in joined.value and "b" in joined.value


def _fake_embed(texts: Sequence[RedactedText]) -> list[list[float]]:
    """Unit vectors on two axes: 'losing a phone' and everything else."""
    out = []
    for t in texts:
        lost = any(w in t.value.lower() for w in ("nicked", "stolen", "lost"))
        out.append([1.0, 0.0] if lost else [0.0, 1.0])
    return out


def test_the_extractive_reply_ranks_sentences_by_meaning_with_an_embedder() -> None:
    text = (
        "A replacement phone is sent the next working day. If your phone is lost or stolen, "
        "report it straight away so we can bar your SIM."
    )
    prompt = assemble_prompt(
        message=_mint("My phone got nicked on the bus, what do I do?"),
        window=[],
        passages=[_passage(text, "Phones")],
        facts=[],
    )
    by_words = ExtractiveBackend().generate(prompt).text
    by_meaning = ExtractiveBackend(embed=_fake_embed).generate(prompt).text
    assert by_meaning.startswith("According to our Phones policy: If your phone is lost or stolen")
    assert not by_words.startswith("According to our Phones policy: If your phone is lost")


def _prompt(question: str, text: str, section: str = "Help") -> Prompt:
    return assemble_prompt(
        message=_mint(question), window=[], passages=[_passage(text, section)], facts=[]
    )


def _ask(question: str, text: str, max_sentences: int = 1, **backend: object) -> str:
    prompt = _prompt(question, text)
    return ExtractiveBackend(max_sentences=max_sentences, **backend).generate(prompt).text  # type: ignore[arg-type]


def test_a_word_every_sentence_shares_says_little_about_which_one_answers() -> None:
    # "return" is in every sentence of a returns policy; "swimwear" is in one.
    text = (
        "Return labels are printed at the desk. Every return is logged. A return by post "
        "takes longer. Return parcels are checked daily. Swimwear can be sent back unworn "
        "with its hygiene strip."
    )
    assert _ask("Can I return swimwear?", text).endswith(
        ": Swimwear can be sent back unworn with its hygiene strip."
    )


def test_a_plural_in_the_question_finds_its_singular_in_the_policy() -> None:
    # "phones" is "phone" (once stemmed to "phon", which no singular matched)
    text = "Screens are repaired in store. We repair a phone within 5 days under warranty."
    assert _ask("Do you repair phones?", text).endswith(
        ": We repair a phone within 5 days under warranty."
    )


def test_how_quickly_asks_for_a_time() -> None:
    text = (
        "You can delete your account from the Privacy page. We close an account within "
        "30 days of the request."
    )
    reply = _ask("How quickly will you delete my account?", text)
    assert reply.endswith(": We close an account within 30 days of the request.")


def _meaning(texts: Sequence[RedactedText]) -> list[list[float]]:
    """The question is close to the delivery sentence (cosine 0.55), far from the other."""
    vectors = {"never": [1.0, 0.0], "arrive": [0.55, 0.835]}
    return [next((v for k, v in vectors.items() if k in t.value), [0.1, 0.995]) for t in texts]


def test_meaning_outweighs_one_shared_word() -> None:
    # The opening sentence shares "parcel" with the question; the answer shares no word but
    # means the same ("never turned up" / "does not arrive").
    text = (
        "Every parcel is packed in recycled paper. If a delivery does not arrive within 10 "
        "days, we send a replacement."
    )
    reply = _ask("My parcel never turned up", text, embed=_meaning)
    assert reply.endswith(": If a delivery does not arrive within 10 days, we send a replacement.")


def test_a_sentence_holding_what_is_asked_for_answers_without_sharing_a_word() -> None:
    # "back" is the only word shared, with the wrong sentence; the answer holds the amount.
    text = (
        "Opened electronics must come back with the box. A 15% restocking fee applies to "
        "opened electronics that are not faulty."
    )
    assert _ask("How much do you keep back?", text).endswith(
        ": A 15% restocking fee applies to opened electronics that are not faulty."
    )


def _embedder(vectors: dict[str, list[float]]) -> Embed:
    """A stand-in embedder: each text gets the vector of the first key it holds, else [0, 1]."""

    def embed(texts: Sequence[RedactedText]) -> list[list[float]]:
        return [next((v for k, v in vectors.items() if k in t.value), [0.0, 1.0]) for t in texts]

    return embed


# The question is near the add-on sentence (cosine 0.45, under one half) and far from the
# sentence that shares its words.
_heading_close = _embedder({"bundle": [1.0, 0.0], "Add-on": [0.45, 0.893], "count": [0.05, 0.999]})


def test_a_sentence_under_the_heading_asked_about_is_weighed_by_its_meaning() -> None:
    text = (
        "Calls to UK numbers from abroad count as UK calls. An International Add-on costs "
        "£5 a month and includes 300 minutes."
    )
    prompt = _prompt("Is there a bundle for calling abroad?", text, "Roaming > Calling abroad")
    reply = ExtractiveBackend(max_sentences=1, embed=_heading_close).generate(prompt).text
    assert reply.endswith(": An International Add-on costs £5 a month and includes 300 minutes.")


# The question is closer in meaning to the sentence about jackets than to the answer.
_jacket_close = _embedder({"How long": [1.0, 0.0], "jackets": [0.6, 0.8], "30 days": [0.3, 0.954]})


def test_a_question_asking_for_a_time_is_led_by_a_sentence_that_gives_one() -> None:
    text = (
        "Personalised items, such as jackets with custom embroidery, cannot be returned "
        "unless they are faulty. You can return most items within 30 days of the delivery "
        "date for a full refund."
    )
    prompt = _prompt("How long do I have to return a jacket?", text, "Returns")
    reply = ExtractiveBackend(embed=_jacket_close).generate(prompt).text
    assert reply.startswith("According to our Returns policy: You can return most items within")
    assert "Personalised items" in reply  # still said, after the answer


def test_room_left_in_the_reply_goes_to_the_sentences_that_continue_the_answer() -> None:
    text = (
        "Phones stay yours. If you leave during your minimum term, you pay an early "
        "termination charge. It is your remaining monthly airtime, less 4%. Bills come "
        "monthly."
    )
    reply = _ask("What if I leave during my minimum term?", text, max_sentences=2)
    assert reply.endswith(
        ": If you leave during your minimum term, you pay an early termination charge. "
        "It is your remaining monthly airtime, less 4%."
    )


def test_a_failing_embedder_leaves_the_ranking_by_words() -> None:
    def broken(texts: Sequence[RedactedText]) -> list[list[float]]:
        raise RuntimeError("model not loaded")

    prompt = assemble_prompt(
        message=_mint("How much is next-day delivery?"),
        window=[],
        passages=[_passage("Next-day delivery costs £6.95.", "Delivery")],
        facts=[],
    )
    assert ExtractiveBackend(embed=broken).generate(prompt).text == (
        ExtractiveBackend().generate(prompt).text
    )


def test_sentence_embeddings_are_cached_and_bounded() -> None:
    calls: list[int] = []

    def embed(texts: Sequence[RedactedText]) -> list[list[float]]:
        calls.append(len(texts))
        return [[float(len(t.value)), 1.0] for t in texts]

    cached = SentenceEmbeddings(embed, size=2)
    a, b, c = _mint("a"), _mint("bb"), _mint("ccc")
    assert cached([a, b, a]) == [[1.0, 1.0], [2.0, 1.0], [1.0, 1.0]]
    assert cached([a, b]) == [[1.0, 1.0], [2.0, 1.0]]
    assert calls == [2]  # the second call embedded nothing
    cached([c])  # evicts the least recently used ("a")
    cached([a])
    assert calls == [2, 1, 1]


def test_front_matter_is_not_quoted_as_policy() -> None:
    text = "---\ntitle: Device repairs\nscope: devices\n---\n# Device repairs\nNote: it is free."
    assert split_sentences(text) == ["Note: it is free."]
