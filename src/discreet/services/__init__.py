"""Use cases that span parts: each opens its unit of work, does its work, audits, commits."""
