-- Replay over history (issue 30): a router version (live, a draft, or an earlier saved one) decides every stored
-- submission of a period again with the pure core; the job's progress and totals live on the replay row.
CREATE TABLE `router_replays` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`router_id` text NOT NULL,
	`user_id` text NOT NULL,
	`version_id` text NOT NULL,
	`version` text NOT NULL,
	`from_at` integer NOT NULL,
	`to_at` integer NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`total` integer NOT NULL,
	`processed` integer DEFAULT 0 NOT NULL,
	`cursor` text,
	`tally` text NOT NULL,
	`pods` text NOT NULL,
	`error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `router_replays_router_idx` ON `router_replays` (`account_id`,`router_id`,`created_at`);
--> statement-breakpoint
-- One row per session whose replayed decision differs from the stored one (sessions that agree are only counted).
CREATE TABLE `router_replay_changes` (
	`replay_id` text NOT NULL,
	`account_id` text NOT NULL,
	`session_id` text NOT NULL,
	`session_at` integer NOT NULL,
	`kind` text NOT NULL,
	`prospect_name` text NOT NULL,
	`prospect_email` text NOT NULL,
	`before` text NOT NULL,
	`after` text NOT NULL,
	PRIMARY KEY(`replay_id`, `session_id`)
);
--> statement-breakpoint
CREATE INDEX `router_replay_changes_order_idx` ON `router_replay_changes` (`replay_id`,`session_at`,`session_id`);
