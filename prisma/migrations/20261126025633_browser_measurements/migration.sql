-- CreateEnum
CREATE TYPE "MeasurementStatus" AS ENUM ('queued', 'done', 'failed', 'dead');

-- CreateTable
CREATE TABLE "browser_measurements" (
    "id" UUID NOT NULL,
    "report_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "status" "MeasurementStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "queued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "lease_owner" TEXT,
    "lease_until" TIMESTAMPTZ(3),
    "failure" TEXT,
    "last_error" TEXT,
    "result" JSONB,

    CONSTRAINT "browser_measurements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "measurement_images" (
    "id" UUID NOT NULL,
    "measurement_id" UUID NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,

    CONSTRAINT "measurement_images_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "browser_measurements_status_next_attempt_at_idx" ON "browser_measurements"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "browser_measurements_report_id_idx" ON "browser_measurements"("report_id");

-- CreateIndex
CREATE INDEX "browser_measurements_url_finished_at_idx" ON "browser_measurements"("url", "finished_at");

-- CreateIndex
CREATE INDEX "measurement_images_measurement_id_idx" ON "measurement_images"("measurement_id");

-- AddForeignKey
ALTER TABLE "browser_measurements" ADD CONSTRAINT "browser_measurements_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "analysis_reports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "measurement_images" ADD CONSTRAINT "measurement_images_measurement_id_fkey" FOREIGN KEY ("measurement_id") REFERENCES "browser_measurements"("id") ON DELETE CASCADE ON UPDATE CASCADE;
