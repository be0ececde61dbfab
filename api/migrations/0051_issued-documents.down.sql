DROP TABLE issued_documents;
