CREATE TABLE `crm_sync_state` (
	`integration_id` text NOT NULL,
	`module` text NOT NULL,
	`account_id` text NOT NULL,
	`phase` text DEFAULT 'initial' NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`cursor` text,
	`since` integer,
	`high_water` integer,
	`processed` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`synced_at` integer,
	`lease_until` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`integration_id`, `module`)
);
--> statement-breakpoint
CREATE INDEX `crm_sync_state_account_idx` ON `crm_sync_state` (`account_id`);--> statement-breakpoint
CREATE TABLE `crm_owners` (
	`integration_id` text NOT NULL,
	`external_id` text NOT NULL,
	`account_id` text NOT NULL,
	`email` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`integration_id`, `external_id`)
);
--> statement-breakpoint
CREATE INDEX `crm_owners_email_idx` ON `crm_owners` (`account_id`,`email`);--> statement-breakpoint
CREATE TABLE `crm_field_lists` (
	`integration_id` text NOT NULL,
	`module` text NOT NULL,
	`account_id` text NOT NULL,
	`fields` text NOT NULL,
	`refreshed_at` integer NOT NULL,
	PRIMARY KEY(`integration_id`, `module`)
);
--> statement-breakpoint
CREATE TABLE `crm_write_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`integration_id` text NOT NULL,
	`provider` text NOT NULL,
	`session_id` text,
	`plan` text NOT NULL,
	`result` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`due_at` integer NOT NULL,
	`lease_until` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `crm_write_jobs_due_idx` ON `crm_write_jobs` (`status`,`due_at`);--> statement-breakpoint
CREATE INDEX `crm_write_jobs_session_idx` ON `crm_write_jobs` (`account_id`,`session_id`);
