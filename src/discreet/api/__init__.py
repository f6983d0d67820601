"""The HTTP API (FastAPI), versioned under /v1."""
