-- CreateEnum
CREATE TYPE "BookingChannel" AS ENUM ('video', 'phone');

-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('booked', 'cancelled');

-- AlterEnum
ALTER TYPE "FollowUpKind" ADD VALUE 'booking_reminder';

-- AlterEnum
ALTER TYPE "LeadSource" ADD VALUE 'booking';

-- CreateTable
CREATE TABLE "bookings" (
    "id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lead_id" UUID NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "seat" INTEGER,
    "channel" "BookingChannel" NOT NULL,
    "status" "BookingStatus" NOT NULL DEFAULT 'booked',
    "time_zone" TEXT NOT NULL,
    "mailbox" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "bookings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "bookings_lead_id_key" ON "bookings"("lead_id");

-- CreateIndex
CREATE INDEX "bookings_mailbox_starts_at_idx" ON "bookings"("mailbox", "starts_at");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_starts_at_seat_key" ON "bookings"("starts_at", "seat");

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
