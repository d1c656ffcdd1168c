-- AlterEnum
ALTER TYPE "LeadSource" ADD VALUE 'website_grader';

-- CreateTable
CREATE TABLE "analysis_reports" (
    "id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "result" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "analysis_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "analysis_reports_url_created_at_idx" ON "analysis_reports"("url", "created_at");
