"""The agent: the turn pipeline, prompt assembly, input defences, backends and output guard."""
