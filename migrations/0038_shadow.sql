-- Shadow mode (issue 30): a draft of a router decides every real submission beside the live version. One active
-- shadow per router (the partial unique index, so two enables at once leave exactly one), and one stored shadow
-- decision per session (its primary key, so a repeated run stores nothing more).
CREATE TABLE `router_shadows` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`router_id` text NOT NULL,
	`user_id` text NOT NULL,
	`draft` text NOT NULL,
	`base_version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`stopped_at` integer,
	`stop_reason` text,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `router_shadows_active_idx` ON `router_shadows` (`router_id`) WHERE "router_shadows"."stopped_at" IS NULL;
--> statement-breakpoint
CREATE INDEX `router_shadows_router_idx` ON `router_shadows` (`account_id`,`router_id`,`created_at`);
--> statement-breakpoint
CREATE TABLE `shadow_decisions` (
	`session_id` text PRIMARY KEY NOT NULL,
	`shadow_id` text NOT NULL,
	`account_id` text NOT NULL,
	`router_id` text NOT NULL,
	`session_at` integer NOT NULL,
	`kind` text,
	`prospect_name` text NOT NULL,
	`prospect_email` text NOT NULL,
	`live` text NOT NULL,
	`shadow` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `shadow_decisions_order_idx` ON `shadow_decisions` (`shadow_id`,`session_at`,`session_id`);
