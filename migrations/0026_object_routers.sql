CREATE TABLE `object_routers` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`integration_id` text NOT NULL,
	`name` text NOT NULL,
	`object_type` text NOT NULL,
	`trigger_type` text NOT NULL,
	`trigger_field` text,
	`trigger_value` text,
	`matching_rule_ids` text DEFAULT '[]' NOT NULL,
	`distribution_rule_ids` text DEFAULT '[]' NOT NULL,
	`fallback_pod_id` text,
	`owner_field` text,
	`notify_email` integer DEFAULT false NOT NULL,
	`backfill_status` text DEFAULT 'idle' NOT NULL,
	`backfill_total` integer DEFAULT 0 NOT NULL,
	`backfill_processed` integer DEFAULT 0 NOT NULL,
	`backfill_cursor` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `object_routers_account_idx` ON `object_routers` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `object_routers_integration_idx` ON `object_routers` (`integration_id`);--> statement-breakpoint
CREATE TABLE `object_routing_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`object_router_id` text NOT NULL,
	`record_id` text NOT NULL,
	`trigger_key` text NOT NULL,
	`status` text DEFAULT 'routing' NOT NULL,
	`session_id` text,
	`assignee_user_id` text,
	`lease_until` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `object_routing_runs_once_idx` ON `object_routing_runs` (`object_router_id`,`record_id`,`trigger_key`);--> statement-breakpoint
CREATE INDEX `object_routing_runs_router_idx` ON `object_routing_runs` (`account_id`,`object_router_id`,`status`);
