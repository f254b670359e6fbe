ALTER TABLE `accounts` ADD `plan` text DEFAULT 'standard' NOT NULL;
--> statement-breakpoint
UPDATE `accounts` SET `plan` = 'enterprise' WHERE `id` IN (SELECT `account_id` FROM `organization_plans` WHERE `plan` = 'enterprise');
--> statement-breakpoint
DROP TABLE `organization_plans`;
--> statement-breakpoint
ALTER TABLE `users` ADD `slack_channel_name` text;
--> statement-breakpoint
UPDATE `signals` SET `actions` = (SELECT json_group_array(`value`) FROM json_each(`signals`.`actions`) WHERE `value` <> 'add_task') WHERE EXISTS (SELECT 1 FROM json_each(`signals`.`actions`) WHERE `value` = 'add_task');
