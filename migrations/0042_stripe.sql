-- Stripe (issue 28): customers and subscriptions mirrored per organization, each customer matched to a CRM
-- account; the account's plan, MRR (integer cents), subscription status and Stripe customer id are
-- recomputed from them in one statement, so segments, the accounts list and routing rules read columns.
ALTER TABLE `crm_records` ADD `billing_plan` text;
--> statement-breakpoint
ALTER TABLE `crm_records` ADD `billing_mrr_cents` integer;
--> statement-breakpoint
ALTER TABLE `crm_records` ADD `billing_status` text;
--> statement-breakpoint
ALTER TABLE `crm_records` ADD `billing_currency` text;
--> statement-breakpoint
ALTER TABLE `crm_records` ADD `stripe_customer_id` text;
--> statement-breakpoint
CREATE TABLE `stripe_customers` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL REFERENCES `accounts`(`id`),
	`customer_id` text NOT NULL,
	`email` text,
	`name` text DEFAULT '' NOT NULL,
	`crm_record_id` text,
	`deleted` integer DEFAULT 0 NOT NULL,
	`version_at` integer NOT NULL,
	`version_id` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stripe_customers_uq` ON `stripe_customers` (`account_id`,`customer_id`);
--> statement-breakpoint
CREATE INDEX `stripe_customers_record_idx` ON `stripe_customers` (`account_id`,`crm_record_id`);
--> statement-breakpoint
CREATE TABLE `stripe_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL REFERENCES `accounts`(`id`),
	`subscription_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`status` text NOT NULL,
	`plan` text DEFAULT '' NOT NULL,
	`mrr_cents` integer DEFAULT 0 NOT NULL,
	`currency` text DEFAULT '' NOT NULL,
	`version_at` integer NOT NULL,
	`version_id` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stripe_subscriptions_uq` ON `stripe_subscriptions` (`account_id`,`subscription_id`);
--> statement-breakpoint
CREATE INDEX `stripe_subscriptions_customer_idx` ON `stripe_subscriptions` (`account_id`,`customer_id`);
--> statement-breakpoint
-- Webhook events already applied, by Stripe's event id: a redelivery changes nothing.
CREATE TABLE `stripe_events` (
	`account_id` text NOT NULL REFERENCES `accounts`(`id`),
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`received_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `event_id`)
);
