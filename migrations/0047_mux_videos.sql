-- Videos through Mux (issue 27): a video asset uploaded to Mux records the direct upload's id, then the Mux
-- asset's id, its state (processing, ready, failed) and, once ready, its public playback id; its bytes are
-- not in R2 (storage_key null). mux_events holds the webhook events applied, so a redelivery changes nothing.
ALTER TABLE `assets` ADD `mux_upload_id` text;
--> statement-breakpoint
ALTER TABLE `assets` ADD `mux_asset_id` text;
--> statement-breakpoint
ALTER TABLE `assets` ADD `mux_playback_id` text;
--> statement-breakpoint
ALTER TABLE `assets` ADD `video_status` text;
--> statement-breakpoint
CREATE UNIQUE INDEX `assets_mux_upload_idx` ON `assets` (`account_id`,`mux_upload_id`);
--> statement-breakpoint
CREATE TABLE `mux_events` (
	`account_id` text NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`claim` text NOT NULL,
	`received_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `event_id`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
