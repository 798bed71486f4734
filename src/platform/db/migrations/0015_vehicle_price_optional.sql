ALTER TABLE "vehicles" ALTER COLUMN "price" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "price" DROP NOT NULL;