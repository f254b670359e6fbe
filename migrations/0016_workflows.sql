CREATE TABLE `workflows` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`trigger` text NOT NULL,
	`action` text NOT NULL,
	`meeting_type_scope` text DEFAULT 'all' NOT NULL,
	`meeting_type_ids` text DEFAULT '[]' NOT NULL,
	`meeting_kinds` text DEFAULT '[]' NOT NULL,
	`delay_minutes` integer DEFAULT 0 NOT NULL,
	`config` text NOT NULL,
	`webhook_secret` text,
	`webhook_secret_hint` text,
	`webhook_previous_secret` text,
	`webhook_previous_until` integer,
	`webhook_rotated_at` integer,
	`active` integer DEFAULT true NOT NULL,
	`active_since` integer NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `workflows_account_idx` ON `workflows` (`account_id`,`trigger`,`active`);--> statement-breakpoint
CREATE TABLE `workflow_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`workflow_id` text,
	`integration_id` text,
	`channel` text NOT NULL,
	`event_id` text NOT NULL,
	`event_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`lease_until` integer,
	`last_status_code` integer,
	`last_latency_ms` integer,
	`response_excerpt` text,
	`last_error` text,
	`external_id` text,
	`created_at` integer NOT NULL,
	`delivered_at` integer
);
--> statement-breakpoint
CREATE INDEX `workflow_deliveries_due_idx` ON `workflow_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `workflow_deliveries_workflow_idx` ON `workflow_deliveries` (`account_id`,`workflow_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `workflow_delivery_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`delivery_id` text NOT NULL,
	`account_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`status_code` integer,
	`latency_ms` integer NOT NULL,
	`response_excerpt` text,
	`error` text,
	`manual` integer DEFAULT false NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `workflow_delivery_attempts_idx` ON `workflow_delivery_attempts` (`delivery_id`,`at`);--> statement-breakpoint
CREATE TABLE `workflow_schedules` (
	`workflow_id` text NOT NULL,
	`meeting_id` text NOT NULL,
	`start_at` integer NOT NULL,
	`account_id` text NOT NULL,
	`fire_at` integer NOT NULL,
	`delivery_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`workflow_id`, `meeting_id`, `start_at`)
);
--> statement-breakpoint
CREATE TABLE `organization_plans` (
	`account_id` text PRIMARY KEY NOT NULL,
	`plan` text DEFAULT 'standard' NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `signals` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`trigger_type` text NOT NULL,
	`event` text,
	`filters` text DEFAULT '[]' NOT NULL,
	`frequency` text NOT NULL,
	`notify` text NOT NULL,
	`recipient_user_ids` text DEFAULT '[]' NOT NULL,
	`channels` text DEFAULT '[]' NOT NULL,
	`actions` text DEFAULT '[]' NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `signals_account_idx` ON `signals` (`account_id`,`active`);--> statement-breakpoint
CREATE TABLE `signal_firings` (
	`signal_id` text NOT NULL,
	`dedupe_key` text NOT NULL,
	`account_id` text NOT NULL,
	`event_id` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`signal_id`, `dedupe_key`)
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`user_id` text NOT NULL,
	`signal_id` text,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`link` text,
	`created_at` integer NOT NULL,
	`read_at` integer
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`account_id`,`user_id`,`created_at`);
