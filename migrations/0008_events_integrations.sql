CREATE TABLE `domain_events` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`type` text NOT NULL,
	`subject_id` text NOT NULL,
	`payload` text NOT NULL,
	`occurred_at` integer NOT NULL,
	`due_at` integer,
	`done_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `domain_events_due_idx` ON `domain_events` (`done_at`,`due_at`);--> statement-breakpoint
CREATE INDEX `domain_events_subject_idx` ON `domain_events` (`account_id`,`subject_id`,`occurred_at`);--> statement-breakpoint
CREATE TABLE `event_attempts` (
	`event_id` text NOT NULL,
	`handler` text NOT NULL,
	`attempts` integer NOT NULL,
	`last_error` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`event_id`, `handler`)
);
--> statement-breakpoint
CREATE TABLE `event_handlings` (
	`event_id` text NOT NULL,
	`handler` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 1 NOT NULL,
	`last_error` text,
	`at` integer NOT NULL,
	PRIMARY KEY(`event_id`, `handler`)
);
--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`action` text NOT NULL,
	`integration_id` text,
	`integration_name` text,
	`subject_user_id` text,
	`actor_user_id` text,
	`detail` text DEFAULT '{}' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_log_account_idx` ON `audit_log` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`account_id`,`action`,`created_at`);--> statement-breakpoint
CREATE TABLE `integrations` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`user_id` text,
	`provider` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`external_account_id` text DEFAULT '' NOT NULL,
	`external_account_name` text DEFAULT '' NOT NULL,
	`credentials` text,
	`token_expires_at` integer,
	`scopes` text DEFAULT '' NOT NULL,
	`settings` text DEFAULT '{}' NOT NULL,
	`last_error` text,
	`created_by_user_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `integrations_account_idx` ON `integrations` (`account_id`,`kind`,`provider`);--> statement-breakpoint
CREATE INDEX `integrations_user_idx` ON `integrations` (`account_id`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `integrations_connection_uq` ON `integrations` (`account_id`,`provider`,`user_id`,`external_account_id`);--> statement-breakpoint
CREATE TABLE `oauth_states` (
	`state` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`code_verifier` text NOT NULL,
	`return_to` text DEFAULT '' NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `routing_sessions` ADD `router_kind` text DEFAULT 'inbound' NOT NULL;--> statement-breakpoint
ALTER TABLE `routing_sessions` ADD `booked_by_user_id` text;--> statement-breakpoint
ALTER TABLE `routing_sessions` ADD `booked_by_source` text;--> statement-breakpoint
ALTER TABLE `meetings` ADD `conference_url` text;--> statement-breakpoint
ALTER TABLE `meetings` ADD `conference_provider` text;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
