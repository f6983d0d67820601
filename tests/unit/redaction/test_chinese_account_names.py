"""A Chinese name after the words for an account's, a parcel's or a card's holder ("戶名",
"收件人", "持卡人") and before "敬上" (respectfully) signing a message; the words before no name
are a field's own."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("帳號 452844758060，戶名林小華", "林小華"),
        ("收件人：王伟，电话 13800138000", "王伟"),
        ("您好，包裹還沒到。\n陳美玲 敬上", "陳美玲"),
    ],
)
def test_a_chinese_holder_or_signer_is_a_person(
    redactor: Redactor, message: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize("message", ["戶名資料有誤，請更正", "收件人地址不完整"])
def test_the_field_word_alone_names_no_one(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []
