-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "BookingStatus" ADD VALUE 'done';
ALTER TYPE "BookingStatus" ADD VALUE 'missed';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "FollowUpKind" ADD VALUE 'booking_change';
ALTER TYPE "FollowUpKind" ADD VALUE 'agency_booking_change';

-- CreateTable
CREATE TABLE "booking_blocks" (
    "id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "created_by" TEXT NOT NULL,

    CONSTRAINT "booking_blocks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "booking_blocks_ends_at_idx" ON "booking_blocks"("ends_at");
