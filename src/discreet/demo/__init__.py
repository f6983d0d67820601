"""Demo tenant "Acme Outfitters": policies, labelled messages, customers, questions."""
