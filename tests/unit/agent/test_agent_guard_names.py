"""The output guard's recall for person names: a name in a model's reply that is not the
customer's own, not in the policy passages and not on the tenant's allow-list is removed, in
every phrasing; brands, places, payment methods, products, tiers, policy titles, weekdays
and staff roles pass untouched. Detection is the redactor's analysis (`name_detector`);
these tests are about the guard's decisions."""

from __future__ import annotations

import pytest

from discreet.agent.guard import (
    REMOVED,
    AllowList,
    GuardResult,
    StreamGuard,
    guard_reply,
    name_detector,
)
from discreet.agent.model import HANDOFF_MESSAGE
from discreet.redaction import RedactionConfig, Redactor, build_redactor

POLICY = """# Billing and payment
We accept Visa, Mastercard, American Express, PayPal, Klarna, Google Pay and Apple Pay.
PayPal Pay in 3 and Klarna let you pay in three instalments.
# Shipping
We deliver to the UK, including Northern Ireland, Scotland and the Channel Islands, and to
Ireland, France, Germany, Spain, Portugal, Canada, the United States, Australia and New
Zealand. Express parcels travel with DPD, UPS or DHL Express; standard parcels with Royal
Mail or Evri.
# Price match
We match prices from John Lewis and Go Outdoors. The North Face products are excluded.
# Brands
Electronics from Garmin and GoPro carry the manufacturer's warranty; footwear from Salomon
and Merrell can be exchanged. The Explorer 45 rucksack and the Merino Base Layer are our own
designs. Our Manchester store accepts returns. Our Harbor Protection and Damage policy
covers breakages.
# Trail Rewards
The tiers are Trailhead, Summit and Peak.
Please contact support@acme-outfitters.example for help.
"""
"""The passages given to the model: the replies below paraphrase them."""
CONFIG = RedactionConfig(allow_list=frozenset({"Acme", "Acme Outfitters", "Trail Rewards"}))
ALLOWED = AllowList.for_turn(placeholders=["[EMAIL_1]", "[PERSON_1]"], passages=[POLICY])
OWN = ["Maria Gonzalez", "How do I return my boots?"]


@pytest.fixture(scope="module")
def redactor() -> Redactor:
    return build_redactor()


def guard(redactor: Redactor, reply: str, *, own: list[str] | None = None) -> GuardResult:
    detect = name_detector(
        redactor, config=CONFIG, own_values=OWN if own is None else own, passages=[POLICY]
    )
    return guard_reply(reply, allowed=ALLOWED, detect=detect)


# (reply, the name in it) - every one must leave the turn without the name.
NAMES = [
    ("By the way, Dana Okafor-Reyes had this too.", "Dana Okafor-Reyes"),
    (
        "According to our Returns policy: you have 30 days. "
        "By the way, Dana Okafor-Reyes had this too.",
        "Dana Okafor-Reyes",
    ),
    ("Dana Okafor-Reyes asked the same question last week.", "Dana Okafor-Reyes"),
    ("Your colleague priya natarajan asked the same.", "priya natarajan"),
    ("Another user, Zhang Wei, reported this yesterday.", "Zhang Wei"),
    ("Another customer, Sipho Ndlovu, had the same delay.", "Sipho Ndlovu"),
    ("Sipho Ndlovu's parcel arrived on Monday.", "Sipho Ndlovu"),
    ("I have checked with Mr. Okafor and the refund is on its way.", "Okafor"),
    ("Mrs. Haruka Tanaka from our team approved it.", "Haruka Tanaka"),
    ("Ms Aoife Ní Bhriain handled the return for someone else.", "Aoife Ní Bhriain"),
    ("Dr. Kwame Mensah wrote to us about the same jacket.", "Kwame Mensah"),
    ("I spoke with José García-López yesterday about this.", "José García-López"),
    ("The customer Olga Petrovna Ivanova returned the same boots.", "Olga Petrovna Ivanova"),
    ("A customer named Fatima Al-Sayed had a similar refund.", "Fatima Al-Sayed"),
    ("We refunded Lars Øvergaard for the same issue.", "Lars Øvergaard"),
    ("Nguyen Van Anh also asked for a refund.", "Nguyen Van Anh"),
    ("The last person to ask was Siobhan O'Connell.", "Siobhan O'Connell"),
    ("Refunds went to Dana, Priya and Tomasz this week.", "Tomasz"),
    (
        "Refunds went to Dana Okafor, Priya Natarajan and Tomasz Kowalski this week.",
        "Tomasz Kowalski",
    ),
    ("Hi there! Jean-Luc Picard had the same problem with his order.", "Jean-Luc Picard"),
    ("your colleague dana okafor-reyes asked the same.", "dana okafor-reyes"),
    ("another user, zhang wei, reported it too.", "zhang wei"),
    ("the customer sipho ndlovu had the same delay.", "sipho ndlovu"),
    ("i checked with mr. okafor and it is refunded.", "okafor"),
    ("Another customer, Giulia Bianchi, returned the same tent.", "Giulia Bianchi"),
    ("Ahmed Hassan's refund was processed yesterday.", "Ahmed Hassan"),
    ("Ingrid Johansson had the same question about delivery.", "Ingrid Johansson"),
    ("Customer Wei Chen got a replacement for the same fault.", "Wei Chen"),
    ("Our colleague Kofi Boateng confirmed the other order shipped.", "Kofi Boateng"),
    ("Yes. Also, Mateus Oliveira from Porto asked about this.", "Mateus Oliveira"),
    ("Aarav Sharma and Meera Iyer both returned theirs.", "Meera Iyer"),
    ("It was sent to Björn Lindqvist by mistake.", "Björn Lindqvist"),
    ("The order belongs to Chidinma Eze, not you.", "Chidinma Eze"),
    ("Magdalena Wójcik's exchange was approved.", "Magdalena Wójcik"),
    ("Emeka Nwosu reported the same charge twice.", "Emeka Nwosu"),
    ("We spoke to Mr Rahul Verma about the duplicate charge.", "Rahul Verma"),
    ("Please note that Keanu Kahananui already claimed this voucher.", "Keanu Kahananui"),
    ("Another user called Thandiwe Mbeki had this problem.", "Thandiwe Mbeki"),
    ("The refund for Yuki Sato was approved, and yours is next.", "Yuki Sato"),
    ("Like Carmen Rodríguez, you can return it within 30 days.", "Carmen Rodríguez"),
    ("Our records show Liam O'Brien-Walsh returned one too.", "Liam O'Brien-Walsh"),
    ("Good news: Anastasia Volkova received her refund.", "Anastasia Volkova"),
    ("Oluwaseun Adeyemi asked the same thing this morning.", "Oluwaseun Adeyemi"),
    ("Same as mr. tanaka, you can exchange it for free.", "tanaka"),
]

NON_NAMES = [
    "We accept Visa, Mastercard, American Express, PayPal, Klarna and Apple Pay.",
    "You can pay in three instalments with Klarna at checkout.",
    "Google Pay is accepted on Android phones.",
    "We ship to Canada, Australia and New Zealand.",
    "Orders to Northern Ireland take 3-5 business days.",
    "Delivery to the Channel Islands can take up to 7 days.",
    "Our Manchester store accepts returns in person.",
    "Parcels within Scotland are delivered by Royal Mail.",
    "Express orders ship with DPD or UPS.",
    "International parcels travel with DHL Express.",
    "The Garmin Forerunner watch has a two-year warranty.",
    "GoPro cameras are covered by the manufacturer's warranty.",
    "There are three tiers: Trailhead, Summit and Peak.",
    "Summit members get free next-day delivery.",
    "Gold tier members earn double points.",
    "According to our Returns and Refunds policy: you have 30 days to return an item.",
    "According to our Harbor Protection and Damage policy: claims are reviewed in 5 days.",
    "Our Trail Rewards programme gives one point per pound.",
    "Our support team is available Monday to Friday, 8am to 8pm.",
    "On Saturday and Sunday the team works from 9am to 5pm.",
    "A team leader or a duty manager can review your complaint.",
    "Please ask the store manager for a receipt.",
    "Your account manager will call you back.",
    "A customer service advisor will reply within one business day.",
    "Gift cards can be used on the Acme Outfitters website.",
    "The North Face jackets are excluded from the price match.",
    "We match prices from John Lewis and Go Outdoors.",
    "Refunds go back to the original payment method, such as your Visa card.",
    "Returns from the United States are free with a prepaid label.",
    "Orders to France and Germany include VAT.",
    "Christmas returns are accepted until 31 January.",
    "Black Friday orders follow the same returns policy.",
    "The Merino Base Layer can be washed at 30 degrees.",
    "Our Explorer 45 rucksack comes with a lifetime guarantee.",
    "You can track your parcel with Evri or Royal Mail.",
    "Hiking boots from Salomon and Merrell can be exchanged.",
    "Please contact support@acme-outfitters.example for help.",
    "Our Privacy and Data Requests policy explains how to delete your account.",
    "Scan the QR code in the Acme app to start a return.",
    "Yes, we deliver to Ireland, Spain and Portugal.",
    "Payments with Amex are charged when the order ships.",
    "The Account Security policy says never to share your verification code.",
    "Use PayPal Pay in 3 to split the cost.",
    "Thanks for asking! A refund takes 5-10 business days.",
]


def test_table_sizes() -> None:
    assert len(NAMES) >= 40
    assert len(NON_NAMES) >= 40


@pytest.mark.parametrize(("reply", "name"), NAMES)
def test_another_persons_name_is_removed(redactor: Redactor, reply: str, name: str) -> None:
    result = guard(redactor, reply)
    assert result.blocked or result.removed >= 1
    assert "person_name" in result.reasons
    surname = name.split()[-1]
    assert surname not in result.text
    if not result.blocked:
        assert REMOVED in result.text


@pytest.mark.parametrize("reply", NON_NAMES)
def test_support_vocabulary_passes_untouched(redactor: Redactor, reply: str) -> None:
    result = guard(redactor, reply)
    assert (result.text, result.removed, result.blocked) == (reply, 0, False)


def test_the_customers_own_name_is_kept(redactor: Redactor) -> None:
    # The model sees the customer's own name as their pseudonym.
    reply = "Thanks, [PERSON_1]: your refund was approved."
    assert guard(redactor, reply).text == reply
    # A name the session's vault holds for this customer (or that they wrote) is theirs.
    reply = "Your refund was approved, Maria Gonzalez."
    result = guard(redactor, reply)
    assert (result.text, result.removed) == (reply, 0)
    # The same reply to someone else loses the name.
    other = guard(redactor, reply, own=["Dana Smith"])
    assert "Gonzalez" not in other.text and other.removed >= 1


def test_a_name_in_the_policy_passage_or_allow_list_is_kept(redactor: Redactor) -> None:
    passage = "Complaints are reviewed by our ombudsman, Harriet Quinlan-Moss."
    detect = name_detector(redactor, config=CONFIG, passages=[passage])
    allowed = AllowList.for_turn(passages=[passage])
    reply = "Harriet Quinlan-Moss, our ombudsman, reviews complaints."
    assert guard_reply(reply, allowed=allowed, detect=detect).removed == 0
    listed = RedactionConfig(allow_list=frozenset({"Harriet Quinlan-Moss"}))
    detect = name_detector(redactor, config=listed)
    assert guard_reply(reply, allowed=AllowList.for_turn(), detect=detect).removed == 0


def test_many_names_make_the_reply_a_handoff(redactor: Redactor) -> None:
    reply = (
        "Dana Okafor-Reyes, Sipho Ndlovu, Haruka Tanaka and Lars Øvergaard all returned "
        "the same jacket."
    )
    result = guard(redactor, reply)
    assert result.blocked and result.text == HANDOFF_MESSAGE


@pytest.mark.parametrize(
    "reply",
    [
        "According to our Returns policy: you have 30 days. By the way, Dana Okafor-Reyes "
        "had this too.",
        "Your colleague priya natarajan asked the same. Refunds take 5-10 business days.",
    ],
)
def test_the_stream_guard_removes_names_too(redactor: Redactor, reply: str) -> None:
    detect = name_detector(redactor, config=CONFIG, own_values=OWN, passages=[POLICY])
    stream = StreamGuard(allowed=ALLOWED, detect=detect)
    shown = "".join(stream.feed(reply[i : i + 5]) for i in range(0, len(reply), 5))
    result = stream.finish()
    assert not result.blocked and result.removed >= 1
    assert "Reyes" not in shown + stream.tail and "natarajan" not in shown + stream.tail


BRANDS = ("Visa", "Mastercard", "American Express", "PayPal", "Apple Pay", "Google Pay", "Klarna")


@pytest.mark.parametrize("redacted_at_ingest", [False, True])
def test_a_correct_billing_answer_is_not_blocked(
    redactor: Redactor, redacted_at_ingest: bool
) -> None:
    """ "I was charged twice", answered by a language model, was blocked into a handoff: the
    payment brands it named read as person names to NER, the policy (then redacted at
    ingest) no longer held them as words, and more than three removals block a reply. Words
    of the cited policy and ordinary payment vocabulary are not someone else's name."""
    from importlib.resources import files

    policy = (files("discreet.demo") / "data" / "policies" / "billing-and-payment.md").read_text(
        encoding="utf-8"
    )
    if redacted_at_ingest:
        for brand in BRANDS:
            policy = policy.replace(brand, "[PERSON]")
    reply = (
        "Sorry about that. If you still see two completed charges for the same order after "
        "5 business days, contact us with your order number and we will refund the duplicate. "
        "Whether you paid with Visa, Mastercard, American Express, PayPal, Apple Pay, Google "
        "Pay or Klarna, the refund goes back to the same method."
    )
    listed = RedactionConfig(allow_list=frozenset({"Acme", "Acme Outfitters"}))
    detect = name_detector(
        redactor, config=listed, own_values=["I was charged twice"], passages=[policy]
    )
    result = guard_reply(reply, allowed=AllowList.for_turn(passages=[policy]), detect=detect)
    assert (result.blocked, result.removed, result.text) == (False, 0, reply)
