-- AlterTable
ALTER TABLE "browser_measurements" ADD COLUMN     "browser_ms" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "visitor_hash" TEXT;

-- CreateIndex
CREATE INDEX "browser_measurements_visitor_hash_started_at_idx" ON "browser_measurements"("visitor_hash", "started_at");
