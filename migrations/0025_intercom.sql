CREATE TABLE `intercom_routers` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`trigger` text NOT NULL,
	`attribute_name` text,
	`attribute_value` text,
	`matching_rule_ids` text DEFAULT '[]' NOT NULL,
	`pod_id` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `intercom_routers_account_idx` ON `intercom_routers` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `intercom_routings` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`router_id` text,
	`notification_id` text NOT NULL,
	`topic` text NOT NULL,
	`conversation_id` text,
	`contact_id` text,
	`contact_email` text,
	`outcome` text NOT NULL,
	`assignee_user_id` text,
	`intercom_admin_id` text,
	`explanation` text DEFAULT '{}' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `intercom_routings_notification_idx` ON `intercom_routings` (`account_id`,`notification_id`);--> statement-breakpoint
CREATE INDEX `intercom_routings_account_idx` ON `intercom_routings` (`account_id`,`created_at`);
