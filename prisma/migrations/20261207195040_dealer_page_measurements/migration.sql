-- DropIndex
DROP INDEX "browser_measurements_report_id_idx";

-- AlterTable
ALTER TABLE "browser_measurements" ADD COLUMN     "role" TEXT NOT NULL DEFAULT 'home';

-- CreateIndex
CREATE INDEX "browser_measurements_report_id_role_idx" ON "browser_measurements"("report_id", "role");
