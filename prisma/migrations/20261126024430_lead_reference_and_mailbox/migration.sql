-- Each lead gets a reference its confirmation quotes and the inbox finds: new leads get a random
-- one from the app (AS-XXXX-XXXX), leads stored before get one derived from their id.
ALTER TABLE "contact_submissions" ADD COLUMN     "reference" TEXT;
UPDATE "contact_submissions"
SET "reference" = 'AS-' || upper(substr(md5("id"::text), 1, 4)) || '-' || upper(substr(md5("id"::text), 5, 4));
ALTER TABLE "contact_submissions" ALTER COLUMN "reference" SET NOT NULL;

-- The daily cap counts a visitor's mailbox, however its address was spelled, e-mails queued before
-- count by their address, in lower case.
ALTER TABLE "follow_ups" ADD COLUMN     "mailbox" TEXT;
UPDATE "follow_ups" SET "mailbox" = lower("target")
WHERE "kind" IN ('visitor_confirmation', 'grader_report');

-- CreateIndex
CREATE UNIQUE INDEX "contact_submissions_reference_key" ON "contact_submissions"("reference");

-- CreateIndex
CREATE INDEX "follow_ups_mailbox_created_at_idx" ON "follow_ups"("mailbox", "created_at");
