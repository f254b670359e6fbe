ALTER TABLE `meeting_participants` ADD `group_id` text;--> statement-breakpoint
CREATE INDEX `meeting_participants_group_idx` ON `meeting_participants` (`account_id`,`group_id`);
