CREATE TABLE `campaign_routers` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`team_id` text NOT NULL,
	`assigned_member_ids` text DEFAULT '[]' NOT NULL,
	`meeting_type_id` text NOT NULL,
	`form_id` text NOT NULL,
	`consent_enabled` integer DEFAULT false NOT NULL,
	`consent_text` text DEFAULT '' NOT NULL,
	`default_country_code` text DEFAULT 'US' NOT NULL,
	`redirect_url` text NOT NULL,
	`matching_rule_ids` text DEFAULT '[]' NOT NULL,
	`fallback` text NOT NULL,
	`marketing_form_id` text,
	`post_booking_redirect_url` text,
	`crm_records` text DEFAULT 'nothing' NOT NULL,
	`asset_layout` text DEFAULT 'center' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_routers_slug_idx` ON `campaign_routers` (`account_id`,`slug`);--> statement-breakpoint
CREATE INDEX `campaign_routers_account_idx` ON `campaign_routers` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `routing_sessions_kind_idx` ON `routing_sessions` (`account_id`,`router_kind`,`created_at`);
