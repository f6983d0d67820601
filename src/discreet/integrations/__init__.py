"""Adapters that let orchestrators use Discreet, each behind an optional extra.

They talk to Discreet's HTTP API through `discreet.client` only, so they run wherever the
orchestrator runs and see exactly what an API key allows. Nothing else in Discreet imports
them.
"""
