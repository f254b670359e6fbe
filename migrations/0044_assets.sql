-- Asset library and asset templates (issue 27). An asset is an uploaded image or video (its bytes in R2 under
-- storage_key) or an external YouTube, Vimeo or Loom link. A template places an asset on the public pages;
-- each organization has one system template (the plain page), made on first use; the unique partial index
-- keeps two first uses at once to one. Campaign routers name a template instead of a bare layout.
CREATE TABLE `assets` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`category` text NOT NULL,
	`name` text NOT NULL,
	`link` text NOT NULL,
	`provider` text,
	`storage_key` text,
	`size` integer,
	`file_type` text,
	`duration` real,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `assets_account_idx` ON `assets` (`account_id`,`created_at`);
--> statement-breakpoint
CREATE TABLE `asset_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`asset_position` text NOT NULL,
	`show_profile_info` integer DEFAULT true NOT NULL,
	`show_logo` integer DEFAULT true NOT NULL,
	`system` integer DEFAULT false NOT NULL,
	`uses_account_meta` integer DEFAULT true NOT NULL,
	`og_title` text DEFAULT '' NOT NULL,
	`og_description` text DEFAULT '' NOT NULL,
	`og_image` text DEFAULT '' NOT NULL,
	`asset_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `asset_templates_name_idx` ON `asset_templates` (`account_id`,`name`);
--> statement-breakpoint
CREATE UNIQUE INDEX `asset_templates_system_idx` ON `asset_templates` (`account_id`) WHERE `system` = 1;
--> statement-breakpoint
ALTER TABLE `campaign_routers` ADD `asset_template_id` text;
--> statement-breakpoint
ALTER TABLE `campaign_routers` DROP COLUMN `asset_layout`;
