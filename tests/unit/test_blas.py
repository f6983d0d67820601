from __future__ import annotations

from threadpoolctl import ThreadpoolController  # type: ignore[import-untyped]

from discreet.blas import blas_threads


def _threads() -> list[int]:
    return [lib["num_threads"] for lib in ThreadpoolController().select(user_api="blas").info()]


def test_the_limit_holds_inside_the_block_and_is_lifted_after_it() -> None:
    with ThreadpoolController().limit(limits=2, user_api="blas"):
        assert set(_threads()) == {2}
        with blas_threads(1):
            assert set(_threads()) == {1}
        assert set(_threads()) == {2}


def test_none_leaves_the_library_default() -> None:
    with ThreadpoolController().limit(limits=2, user_api="blas"), blas_threads(None):
        assert set(_threads()) == {2}
