ALTER TABLE "tools" ADD COLUMN "access" text DEFAULT 'verified' NOT NULL;--> statement-breakpoint
UPDATE "tools" SET "access" = CASE WHEN "method" = 'GET' THEN 'anyone' ELSE 'verified' END;
