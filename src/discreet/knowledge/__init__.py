"""The policy knowledge base: documents, versions, parsing, chunking, embedding, indexing,
retrieval."""
