-- An import preview is stored and read whole, never queried inside: json keeps its text as sent, where jsonb took
-- a portfolio's megabytes apart on every preview (regulatory_datasets schema comment).
ALTER TABLE "regulatory_datasets" ALTER COLUMN "preview" SET DATA TYPE json USING "preview"::json;
