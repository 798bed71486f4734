-- Model line-ups and offers are content files now (sites/content/, read by the platform at start): the tables the demo seed filled go.
DROP TABLE "models" CASCADE;--> statement-breakpoint
DROP TABLE "offers" CASCADE;