CREATE TABLE `report_funnel_daily` (
	`account_id` text NOT NULL,
	`day` text NOT NULL,
	`router_kind` text NOT NULL,
	`router_id` text NOT NULL,
	`member_id` text NOT NULL,
	`outcome` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`account_id`, `day`, `router_kind`, `router_id`, `member_id`, `outcome`)
);
--> statement-breakpoint
CREATE INDEX `report_funnel_router_idx` ON `report_funnel_daily` (`account_id`,`router_id`,`day`);--> statement-breakpoint
CREATE TABLE `report_meetings_daily` (
	`account_id` text NOT NULL,
	`day` text NOT NULL,
	`router_kind` text NOT NULL,
	`router_id` text NOT NULL,
	`pod_id` text NOT NULL,
	`member_id` text NOT NULL,
	`booker_id` text NOT NULL,
	`source` text NOT NULL,
	`status` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`account_id`, `day`, `router_kind`, `router_id`, `pod_id`, `member_id`, `booker_id`, `source`, `status`)
);
--> statement-breakpoint
CREATE INDEX `report_meetings_router_idx` ON `report_meetings_daily` (`account_id`,`router_id`,`day`);--> statement-breakpoint
CREATE TABLE `report_contributions` (
	`subject_kind` text NOT NULL,
	`subject_id` text NOT NULL,
	`account_id` text NOT NULL,
	`key` text NOT NULL,
	PRIMARY KEY(`subject_kind`, `subject_id`)
);
--> statement-breakpoint
CREATE INDEX `report_contributions_account_idx` ON `report_contributions` (`account_id`,`subject_kind`);--> statement-breakpoint
CREATE TABLE `report_routers` (
	`account_id` text NOT NULL,
	`router_id` text NOT NULL,
	`router_kind` text NOT NULL,
	`name` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `router_id`)
);
--> statement-breakpoint
CREATE TABLE `export_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`params` text NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`next_part` integer DEFAULT 0 NOT NULL,
	`cursor` text,
	`rows` integer DEFAULT 0 NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	`file_name` text NOT NULL,
	`error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`finished_at` integer,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `export_jobs_account_idx` ON `export_jobs` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `export_jobs_status_idx` ON `export_jobs` (`status`,`updated_at`);--> statement-breakpoint
CREATE TABLE `export_parts` (
	`export_id` text NOT NULL,
	`part` integer NOT NULL,
	`account_id` text NOT NULL,
	`csv` text NOT NULL,
	`rows` integer NOT NULL,
	PRIMARY KEY(`export_id`, `part`)
);
--> statement-breakpoint
CREATE INDEX `routing_sessions_meeting_idx` ON `routing_sessions` (`meeting_id`);
