-- CreateEnum
CREATE TYPE "FollowUpKind" AS ENUM ('agency_email', 'visitor_confirmation', 'grader_report', 'webhook');

-- CreateEnum
CREATE TYPE "FollowUpStatus" AS ENUM ('pending', 'sent', 'filed', 'skipped', 'dead');

-- CreateTable
CREATE TABLE "follow_ups" (
    "id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lead_id" UUID NOT NULL,
    "kind" "FollowUpKind" NOT NULL,
    "target" TEXT NOT NULL,
    "status" "FollowUpStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "generation" INTEGER NOT NULL DEFAULT 0,
    "queued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retry_until" TIMESTAMPTZ(3) NOT NULL,
    "lease_owner" TEXT,
    "lease_until" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "outcome" TEXT,
    "done_at" TIMESTAMPTZ(3),
    "payload" JSONB,

    CONSTRAINT "follow_ups_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "follow_ups_status_next_attempt_at_idx" ON "follow_ups"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "follow_ups_status_queued_at_idx" ON "follow_ups"("status", "queued_at");

-- CreateIndex
CREATE INDEX "follow_ups_target_kind_created_at_idx" ON "follow_ups"("target", "kind", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "follow_ups_lead_id_kind_target_key" ON "follow_ups"("lead_id", "kind", "target");

-- AddForeignKey
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
