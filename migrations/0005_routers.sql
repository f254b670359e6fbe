CREATE TABLE `redirect_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`conditions` text NOT NULL,
	`url` text NOT NULL,
	`query_params` text DEFAULT '[]' NOT NULL,
	`position` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `redirect_rules_account_idx` ON `redirect_rules` (`account_id`,`type`,`position`);--> statement-breakpoint
CREATE TABLE `routers` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`form_id` text NOT NULL,
	`meeting_type_id` text NOT NULL,
	`matching_enabled` integer DEFAULT true NOT NULL,
	`matching_rule_ids` text DEFAULT '[]' NOT NULL,
	`distribution_rule_ids` text DEFAULT '[]' NOT NULL,
	`fallback_pod_id` text,
	`redistribution_enabled` integer DEFAULT false NOT NULL,
	`not_booked_minutes` integer DEFAULT 10 NOT NULL,
	`redistribution_rule_ids` text DEFAULT '[]' NOT NULL,
	`redirects` text NOT NULL,
	`crm_module` text NOT NULL,
	`flags` text NOT NULL,
	`installation` text DEFAULT 'awaiting_installation' NOT NULL,
	`verified_at` integer,
	`verified_origin` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `routers_account_idx` ON `routers` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `routing_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`router_id` text,
	`router_name` text NOT NULL,
	`prospect_name` text DEFAULT '' NOT NULL,
	`prospect_email` text DEFAULT '' NOT NULL,
	`answers` text NOT NULL,
	`attribution` text NOT NULL,
	`outcome` text DEFAULT 'pending' NOT NULL,
	`outcome_reason` text,
	`assignee_state` text,
	`via` text,
	`via_id` text,
	`via_name` text,
	`assignee_user_id` text,
	`candidate_user_ids` text DEFAULT '[]' NOT NULL,
	`pod_id` text,
	`meeting_type_id` text,
	`meeting_id` text,
	`crm_owner_updated` integer DEFAULT false NOT NULL,
	`crm_owner_field` text,
	`decision` text,
	`redistribute_at` integer,
	`redistributed_at` integer,
	`closed_at` integer,
	`booked_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `routing_sessions_account_idx` ON `routing_sessions` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `routing_sessions_outcome_idx` ON `routing_sessions` (`account_id`,`outcome`,`created_at`);--> statement-breakpoint
CREATE INDEX `routing_sessions_router_idx` ON `routing_sessions` (`account_id`,`router_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `routing_sessions_due_idx` ON `routing_sessions` (`redistribute_at`);--> statement-breakpoint
ALTER TABLE `accounts` ADD `trusted_origins` text DEFAULT '[]' NOT NULL;