"""Discreet: memory without leaks for AI customer-support agents."""
