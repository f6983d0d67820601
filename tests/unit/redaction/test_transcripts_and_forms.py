"""Pasted conversations, forms and mixed-language messages: the answer to a question that
asks for personal data is redacted on its own line, form fields that hold a name are names
and the others are not, codes read out piece by piece are closed up, and greetings, thanks
and words of other languages stay as they are."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "agent: can i take your postcode please\ncaller: it's c m six one x r",
            "agent: can i take your postcode please\ncaller: it's [POSTCODE_1]",
        ),
        (
            "Agent: Can you read me the code we just texted you?\nCustomer: 403-440",
            "Agent: Can you read me the code we just texted you?\nCustomer: [SECRET_1]",
        ),
        (
            "agent: for security can you give me your card pin\ncaller: it's seven two nine two"
            " is that normal to ask",
            "agent: for security can you give me your card pin\ncaller: it's [SECRET_1]"
            " is that normal to ask",
        ),
        (
            "agent: thank you and your name\ncaller: tigist haile",
            "agent: thank you and your name\ncaller: [PERSON_1]",
        ),
        (
            "> Your login code is below. Never share it with anyone.\n> 645 884",
            "> Your login code is below. Never share it with anyone.\n> [SECRET_1]",
        ),
        (
            "Agent: Was your password something you use elsewhere?\n"
            "Customer: yeah it was MangoLassi2019 everywhere",
            "Agent: Was your password something you use elsewhere?\n"
            "Customer: yeah it was [SECRET_1] everywhere",
        ),
        (
            "First name: Putri\nLast name: Wulandari",
            "First name: [PERSON_1]\nLast name: [PERSON_2]",
        ),
        ("From: Seo-yeon Park\nEmail: see below", "From: [PERSON_1]\nEmail: see below"),
        (
            "my national insurance number yeah it's y y seven four five zero seven nine a",
            "my national insurance number yeah it's [SSN_1]",
        ),
        (
            "my date of birth is the nineteenth of september nineteen fifty one",
            "my date of birth is [DATE_OF_BIRTH_1]",
        ),
        ("u asked 4 the code its 007651 lol", "u asked 4 the code its [SECRET_1] lol"),
        (
            "Collect with code 929 539. I don't know them",
            "Collect with code [SECRET_1]. I don't know them",
        ),
        (
            "the admin password printed on the box (Zebra-Crossing-5) doesn't work",
            "the admin password printed on the box ([SECRET_1]) doesn't work",
        ),
        ("wots the status?? cust no 6119047-G", "wots the status?? cust no [CUSTOMER_ID_1]"),
        (
            "can the driver call before? merci beaucoup, Tomás",
            "can the driver call before? merci beaucoup, [PERSON_1]",
        ),
        ("hi its Inês here, pls chk my order", "hi its [PERSON_1] here, pls chk my order"),
        (
            "My account (CUST-0467-PH) was locked after too many login attempts.",
            "My account ([CUSTOMER_ID_1]) was locked after too many login attempts.",
        ),
        (
            "My recovery codes were:\n5831-3269\nin26x b940i\nCan you reset it?",
            "My recovery codes were:\n[SECRET_1]\n[SECRET_2]\nCan you reset it?",
        ),
        (
            "Regards\nWanjiru Kamau | 087 903 5434\n9 Seaview Park, Bray, Co. Wicklow, A98 W2K5",
            "Regards\n[PERSON_1] | [PHONE_1]\n[ADDRESS_1]",
        ),
        ("card no 6011-6079-5257-\n9726 please", "card no [CARD_1] please"),
        ("hi, booking ref C2KBXT, please", "hi, booking ref [CUSTOMER_ID_1], please"),
        ("policy 38778302/MTR, when", "policy [CUSTOMER_ID_1], when"),
        ("their registration was GU65 TLE.", "their registration was [CUSTOMER_ID_1]."),
        ("PPS 2981204CW - trying to claim", "PPS [SSN_1] - trying to claim"),
        ("passenger PERCIVAL OLATUNBOSUN - can I", "passenger [PERSON_1] - can I"),
        # a subject line is a sentence too: a full name there is someone's
        ("Subject: Missing Parcel For Wojciech Nowak", "Subject: Missing Parcel For [PERSON_1]"),
        ("Subject: Refund for John Smith", "Subject: Refund for [PERSON_1]"),
        ("Topic: Complaint about Kevin Walsh", "Topic: Complaint about [PERSON_1]"),
        # a message typed all in capitals
        ("URGENT - REFUND FOR MARIA GONZALEZ", "URGENT - REFUND FOR [PERSON_1]"),
        ("IBAN: DE23077101685320716389 BIC: DEUTDEFF", "IBAN: [IBAN_1] BIC: DEUTDEFF"),
        ("WHERE IS MY PARCEL FROM ARGOS", "WHERE IS MY PARCEL FROM ARGOS"),
        ("LUMINA FLOOR LAMP ARRIVED BROKEN", "LUMINA FLOOR LAMP ARRIVED BROKEN"),
        # two words on no list in a row, past short words, and each name of a long line
        ("SEND IT TO OLUWASEUN ADEYEMI PLEASE", "SEND IT TO [PERSON_1] PLEASE"),
        ("WE WRITE FOR MARIA GONZALEZ", "WE WRITE FOR [PERSON_1]"),
        # a code read out in the phonetic alphabet, or spelled against a word, and a
        # reference of digits read out
        (
            "booking reference is kilo quebec seven mike two",
            "booking reference is [CUSTOMER_ID_1]",
        ),
        (
            "my membership number is m as in mike two two nine one",
            "my membership number is [CUSTOMER_ID_1]",
        ),
        ("it's ref eight eight two nine one", "it's ref [CUSTOMER_ID_1]"),
        ("staying at hotel 22 for two nights", "staying at hotel 22 for two nights"),
        ("the delta flight 2 golf clubs", "the delta flight 2 golf clubs"),
        # a birth date read out as numbers, a dash said between digit groups, two letters and
        # a long number read out (a Ghanaian digital address)
        ("i was born on twelve six eighty five", "i was born on [DATE_OF_BIRTH_1]"),
        ("dob is fourteen oh three ninety", "dob is [DATE_OF_BIRTH_1]"),
        ("born in nineteen eighty five", "born in nineteen eighty five"),
        (
            "my sort code is two zero dash four five dash seven seven",
            "my sort code is [BANK_ACCOUNT_1]",
        ),
        (
            "my ghana post address is a k zero three nine five zero two eight",
            "my ghana post address is [CUSTOMER_ID_1]",
        ),
        # a slash said between digit groups, and a check letter said after a dash
        (
            "my rodne cislo is eight five zero three one two slash one two three four",
            "my rodne cislo is [SSN_1]",
        ),
        ("my rut is one two three four five six seven eight dash k", "my rut is [SSN_1]"),
        (
            "i ordered two slash three of the blue ones",
            "i ordered two slash three of the blue ones",
        ),
        ("i have 2 a 12345", "i have 2 a 12345"),
        ("I PAID WITH KLARNA AND AFTERPAY", "I PAID WITH KLARNA AND AFTERPAY"),
        ("MY SAMSUNG GALAXY BROKE", "MY SAMSUNG GALAXY BROKE"),
        ("Rebook me please: V. R. Ramalingam, thanks", "Rebook me please: [PERSON_1], thanks"),
        (
            "POLICYHOLDER SURNAME: OYELARAN-CLARKE\nFORENAME(S): HOPE",
            "POLICYHOLDER SURNAME: [PERSON_1]\nFORENAME(S): [PERSON_2]",
        ),
        (
            "Agent: can I take the booking reference?\nCaller: yeah it's m k f q y l",
            "Agent: can I take the booking reference?\nCaller: yeah it's [CUSTOMER_ID_1]",
        ),
        ("Chase Vandermolen here, the refund", "[PERSON_1] here, the refund"),
        ("I returned it.\n\nNgaire\n+44 (0)7453 115806", "I returned it.\n\n[PERSON_1]\n[PHONE_1]"),
        (
            "Left my laptop in the car, driver was Zdenka",
            "Left my laptop in the car, driver was [PERSON_1]",
        ),
        ("Loyalty no. [GP637243M] - points", "Loyalty no. [[CUSTOMER_ID_1]] - points"),
        ("whitelist it for tenant JUB-2228172", "whitelist it for tenant [CUSTOMER_ID_1]"),
        (
            "someone changed my pw from Quokka$24zephyr and",
            "someone changed my pw from [SECRET_1] and",
        ),
        (
            "email me the invoice at ivy dot ob at gmx dot net (not the old one)",
            "email me the invoice at [EMAIL_1] (not the old one)",
        ),
        (
            "Bot: Which driver was it?\nRider: Ebenezar, silver Prius",
            "Bot: Which driver was it?\nRider: [PERSON_1], silver Prius",
        ),
        (
            "Agent: name on the account\nCaller: percival olatunbosun",
            "Agent: name on the account\nCaller: [PERSON_1]",
        ),
    ],
)
def test_personal_data_in_conversations_and_forms_is_redacted(
    redactor: Redactor, message: str, expected: str
) -> None:
    assert redactor.redact(message).text.value == expected


@pytest.mark.parametrize(
    "message",
    [
        "Issue: Wrong item\nCarrier: DPD\nExpected delivery: Monday",
        "Enquiry type: Returns\nReason: Arrived late\nRefund method: Clearpay",
        "Customer: what time does it close?\nAgent: It closes at 10:30 that day.",
        "Please confirm your email address:\nsupport team",
        "Your 1-hour window is 11:24 - 12:24.",
        "Hallo, wann kommt my kitchen scales? I ordered it last Montag. Danke im Voraus",
        "Buongiorno, the kettle arrived. Posso avere un rimborso? Grazie",
        "Oi! Do you ship to Brasil? Quero comprar 4 cushion covers.",
        "Je suis en France pour l'été. Merci d'avance",
        "Fwd: the discount code was SUMMER and the error code is 5031",
        "a 4 x 4 truck for the garden",
        "My bank s/c is on the statement",
        "thanks, the team",
        "Is SQ 317 from Dublin Airport on time today?",
        "my boarding pass says gate 17 but the screen says something else",
        "Enquiry type: Special assistance\nFlight: FR 8342\nAirport: Gatwick",
        # a subject line names a product; a listed first name with a surname that is a word
        # too is no full name there
        "Subject: Kindra Pro not charging",
        "Subject: Velmora Order Delayed",
        # a field that names a thing holds no person, however many words its value has
        "Pet insurance quote\nBreed: Cavalier King Charles\nAge: 3",
        "Ticket change\nAirline: Super Air Jet\nStop: Ngurah Rai\nNew date: Thursday",
        "Viewing request\nArea: Drumul Taberei\nRent: 2,300 lei",
        # a form's title alone on the first line ("Leitura"); a label in another script
        # ("Ημέρα") is a label too
        "Leitura\nTarifa: social\nMês: março\nValor: €120",
        "Ραντεβού\nΘεραπεία: σφράγισμα\nΗμέρα: Δευτέρα\nΏρα: 9:00\nΠληρωμή: IRIS",
        "Cerere\nProprietate: garsoniera\nZona: Cotroceni\nChirie: 450 lei",
        # fields that name a thing in other languages: payment, operator
        "Fatura\nTarifa: social\nValor: €120\nPagamento: referência Multibanco",
        "Ticket change\nOperator: Faisal Movers\nNew date: Thursday",
        # when and where: a time or a place, never a person
        "Lost item\nItem: the black apron\nWhere: the pier at Kavarna\nWhen: Hari Raya",
        "Uniform request\nSize: M\nCollect at: Trg bana Jelačića",
        # a role ends its line: the next line's label names no one; a compound is a word
        "Repair\nReported to: the property manager\nUrgent: yes",
        "Move-out\nProperty: the garden flat\nMonth: September",
        "we were helped by the agent\nOverall: Great",
        "the driver was\nLate: 20 minutes",
        "Dear reservations,\n\nThe holiday let had no hot water",
        "Please call the FULL FIBRE team about my UK SIM ONLY plan",
        "the U.S. Army surplus store",
        "Please see our privacy policy for details",
        "Hello,\n\nI ordered a jacket.\n\nThanks, Facilities",
        "Regards, Accounts Payable",
        "P1: dashboard throws E-1107 since release 12.4",
        "flight from Changi to Manchester delayed, can I get a hotel voucher?",
        "returned the AirPods Pro 2 via DHL Monday, how long is the refund?",
        "the Dyson Airwrap is broken",
        # workplace words newer than the dictionary
        "> Hi, this is Payroll. Your query has been logged.\nThanks, any news?",
        "Worker: can I swap Friday?\nCoordinator: yes, with approval\nWorker: who approves?",
        "Status: Pending\nAssigned to: Payroll Team\nCategory: Deductions",
        # a field's abbreviated label is no speaker, a desk no holder
        "Ref: order 5521 for my mum",
        "Attn: billing team",
        # thanks and greetings of other languages, in Latin letters
        "Shukriya bhai, problem solved",
        "Ahlan, I need help with my booking",
    ],
)
def test_forms_greetings_and_other_languages_are_left_alone(
    redactor: Redactor, message: str
) -> None:
    assert redactor.redact(message).text.value == message


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Priya\nPlan: Premium\nMonth: March\nAmount: 42 EUR", "Priya"),
        ("Amadeo Vitorović\nOrder: 4471\nDelivery: Tuesday\nPayment: card", "Amadeo"),
    ],
)
def test_a_name_above_a_form_is_still_a_name(redactor: Redactor, message: str, name: str) -> None:
    assert name not in redactor.redact(message).text.value


def test_a_persons_field_keeps_its_name_beside_fields_of_things(redactor: Redactor) -> None:
    message = "Property manager: Dana Whitfield\nProperty: the penthouse\nArea: Drumul Taberei"
    redacted = redactor.redact(message).text.value
    assert "Dana" not in redacted and "Whitfield" not in redacted
    assert redacted.endswith("Property: the penthouse\nArea: Drumul Taberei")


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "Still broken.\n\nOn Mon, 9 Nov 2026 at 10:14, Reinhilde from Support wrote:\n"
            "> could you confirm the model?",
            "Still broken.\n\nOn Mon, 9 Nov 2026 at 10:14, [PERSON_1] from Support wrote:\n"
            "> could you confirm the model?",
        ),
        (
            "see below\n\nOn Tue, Nov 3, 2026 at 9:12 AM jane doe <jd@example.com> wrote:\n> ok",
            "see below\n\nOn Tue, Nov 3, 2026 at 9:12 AM [PERSON_1] <[EMAIL_1]> wrote:\n> ok",
        ),
        (
            "Le mar. 3 nov. 2026 à 09:12, Maëlys Cazenave a écrit :\n> merci",
            "Le mar. 3 nov. 2026 à 09:12, [PERSON_1] a écrit :\n> merci",
        ),
        (
            "Danke.\n\nAm 12.11.2026 schrieb Kazuki:\n> bitte warten",
            "Danke.\n\nAm 12.11.2026 schrieb [PERSON_1]:\n> bitte warten",
        ),
        (
            "Segue.\n\nEm qua., 4 de nov. de 2026, Bartholomé escreveu:\n> o chip foi enviado",
            "Segue.\n\nEm qua., 4 de nov. de 2026, [PERSON_1] escreveu:\n> o chip foi enviado",
        ),
        (
            "Mai jos.\n\nÎn mar., 1 dec. 2026 la 10:04, Sarfraz a scris:\n> trimiteți CNP-ul",
            "Mai jos.\n\nÎn mar., 1 dec. 2026 la 10:04, [PERSON_1] a scris:\n> trimiteți CNP-ul",
        ),
        (
            "Ini.\n\nPada tanggal 1 Des 2026 pukul 10:04, Sarfraz menulis:\n> kirim nomor KTP",
            "Ini.\n\nPada tanggal 1 Des 2026 pukul 10:04, [PERSON_1] menulis:\n> kirim nomor KTP",
        ),
        (
            "Resending.\n\n-----Original Message-----\n"
            "From: tallulah breckinridge <tb@example.net>\nSubject: port-out",
            "Resending.\n\n-----Original Message-----\n"
            "From: [PERSON_1] <[EMAIL_1]>\nSubject: port-out",
        ),
    ],
)
def test_who_wrote_a_quoted_or_forwarded_message_is_a_name(
    redactor: Redactor, message: str, expected: str
) -> None:
    """A reply's attribution line and a mail header name the writer, in any case."""
    assert redactor.redact(message).text.value == expected


@pytest.mark.parametrize(
    "message",
    [
        "On 3 Nov 2026, at 10:00, Customer Support wrote:\n> your refund is on its way",
        "On 4 Nov, Shipping Team wrote:\n> delayed",
        "On Monday the courier wrote: parcel left at door",
        "-----Original Message-----\nFrom: Billing Team\nSubject: your bill\n\n"
        "The charge is for Box Pro.",
        "the shop opens at 10:14, Regent Street branch",
    ],
)
def test_teams_mailboxes_and_times_in_headers_are_left_alone(
    redactor: Redactor, message: str
) -> None:
    assert redactor.redact(message).text.value == message


def test_a_mailbox_in_a_header_is_not_a_name(redactor: Redactor) -> None:
    message = "Fwd\nFrom: noreply <no-reply@shop.example>\nSubject: your order"
    assert (
        redactor.redact(message).text.value == "Fwd\nFrom: noreply <[EMAIL_1]>\nSubject: your order"
    )


@pytest.mark.parametrize(
    ("message", "name"),
    [
        # a form's field for a person by role, a capitalised name ending the line
        ("Coach e-ticket\nPassenger: Sulastri\nSeat: 14C", "Sulastri"),
        ("Key handover\nInventory clerk: Zineb\nKeys: 3", "Zineb"),
        # a bare name ending the message after its last sentence
        ("rent paid on the 1st, why the late fee? Kwesi", "Kwesi"),
        # ... with a phone number after it
        ("Is this really the landlord? Bintang, +62 813 6689 3469", "Bintang"),
        ("pls call me back - Ayodele 024 382 4429", "Ayodele"),
        # ... typed in lower case in a message with capitals elsewhere
        ("My parcel never came, can you check the fee? marisol", "marisol"),
        ("Thanks for the help, kiri tane", "kiri tane"),
        ("Card ends 4411, please refund it. wanjiru", "wanjiru"),
        # ... or a first name alone in capitals
        ("the claim is still open, MEHMET", "MEHMET"),
        ("still waiting - AOIFE", "AOIFE"),
    ],
)
def test_a_name_by_role_or_alone_at_the_end_is_redacted(
    redactor: Redactor, message: str, name: str
) -> None:
    assert name not in redactor.redact(message).text.value


def test_a_department_before_its_number_at_the_end_is_no_name(redactor: Redactor) -> None:
    message = "Still no refund. Customer Service, 0800 123 4567"
    assert redactor.redact(message).text.value == "Still no refund. Customer Service, [PHONE_1]"


@pytest.mark.parametrize(
    "message",
    [
        "my parcel is stuck at the depot. London",  # where, not who
        "I keep getting error PAY-9 at checkout. Tried Firefox.",  # a verb and a browser
        "is it still available? Thanks",
        "Guest: Hello, I would like a late checkout",  # a chat's speaker, then a greeting
        "Passenger: 2 adults\nClass: Economy",
        # chat's spellings, and in another language its words, end a message in lower case
        "I paid. tyvm",
        "Hi, order 5512 still not here. hehe",
        "Is it shipped yet? gcash",
        "where is my refund, ASAP",
        "please call me back, URGENT",
        "I paid by card, GCASH",
        "Our ombudsman, the complaints desk, reviews complaints.",  # words in a form of theirs
        "Token listrik gagal masuk terus, tolong dicek ya, makasih",
    ],
)
def test_what_ends_a_message_or_fills_a_role_field_may_be_no_name(
    redactor: Redactor, message: str
) -> None:
    assert redactor.redact(message).text.value == message


def test_an_english_word_is_no_kind_of_street(redactor: Redactor) -> None:
    # "tie" is a road in Finnish street names ("Hämeentie"), never a word of its own here
    message = "Venue: The Brewery, Chiswell Street\nEvent: Gala dinner\nDress code: Black tie"
    assert redactor.redact(message).text.value.endswith("Dress code: Black tie")


@pytest.mark.parametrize(
    ("message", "name"),
    [("Attn: tomasz", "tomasz"), ("attn: will smith", "will smith"), ("Attn: smith", "smith")],
)
def test_whom_a_message_is_for_stays_a_name(redactor: Redactor, message: str, name: str) -> None:
    assert ("PERSON", name) in spans(redactor, message)
