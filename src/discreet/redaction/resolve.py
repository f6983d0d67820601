"""Overlap resolution: overlapping findings become one, typed by the widest of them."""

from __future__ import annotations

from collections.abc import Iterable

from discreet.redaction.model import Finding

__all__ = ["resolve_overlaps"]


def resolve_overlaps(findings: Iterable[Finding]) -> list[Finding]:
    """Merge overlapping spans. The merged span covers every member (recall first) and
    takes the entity of the widest member; ties go to the higher score."""
    ordered = sorted(findings, key=lambda f: (f.start, -f.end))
    out: list[Finding] = []
    cluster: list[Finding] = []
    cluster_end = -1
    for finding in ordered:
        if cluster and finding.start < cluster_end:
            cluster.append(finding)
            cluster_end = max(cluster_end, finding.end)
            continue
        if cluster:
            out.append(_merge(cluster))
        cluster = [finding]
        cluster_end = finding.end
    if cluster:
        out.append(_merge(cluster))
    return out


def _merge(cluster: list[Finding]) -> Finding:
    best = max(cluster, key=lambda f: (f.end - f.start, f.score))
    start = min(f.start for f in cluster)
    end = max(f.end for f in cluster)
    if start == best.start and end == best.end:
        return best
    return Finding(best.entity, start, end, best.score, best.explanation)
