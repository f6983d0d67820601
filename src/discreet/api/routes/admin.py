"""Administration of the job queue: list jobs, see dead letters, retry one (admin role)."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Query

from discreet.api.deps import AdminPrincipal, ContainerDep
from discreet.api.inputs import one_of, text_field
from discreet.api.responses import errors
from discreet.api.schemas import JobList, JobPublic, JobRetried
from discreet.errors import Conflict, InvalidInput
from discreet.services import jobs
from discreet.services.jobs import JOB_STATUSES, JobView

__all__ = ["router"]

router = APIRouter(prefix="/v1/admin", tags=["admin"])

JobStatusText = Annotated[str, one_of(JOB_STATUSES), text_field(32)]


def _public(view: JobView) -> JobPublic:
    return JobPublic.model_validate(view, from_attributes=True)


@router.get("/jobs", response_model=JobList, responses=errors(InvalidInput))
def list_jobs(
    principal: AdminPrincipal,
    c: ContainerDep,
    status_: Annotated[JobStatusText | None, Query(alias="status")] = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
) -> JobList:
    return JobList(
        jobs=[_public(j) for j in jobs.jobs(c.engine, principal, status=status_, limit=limit)]
    )


@router.get("/dead-letters", response_model=JobList)
def dead_letters(
    principal: AdminPrincipal,
    c: ContainerDep,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
) -> JobList:
    return JobList(jobs=[_public(j) for j in jobs.dead_letters(c.engine, principal, limit=limit)])


@router.post("/jobs/{job_id}/retry", response_model=JobRetried, responses=errors(Conflict))
def retry_job(job_id: UUID, principal: AdminPrincipal, c: ContainerDep) -> JobRetried:
    """Put a dead-lettered job back in the queue with a fresh attempt budget (a failed
    index version goes back to pending with it)."""
    result = jobs.retry(c.engine, principal, job_id)
    return JobRetried.model_validate(result, from_attributes=True)
