-- Account insights (issue 28). A segment's page (say "usage score at least 70" over 100,000 accounts) sorts
-- its matching rows by last update: the index carries the score, the update time and the id, so the sort
-- reads the index alone and never the table.
DROP INDEX `crm_usage_score_idx`;
--> statement-breakpoint
CREATE INDEX `crm_usage_order_idx` ON `crm_records` (`account_id`,`module`,`usage_score`,`updated_at`,`id`);
--> statement-breakpoint
-- An account's contact count (a list column and a segment field) reads its children by parent and module;
-- with the module in the key the planner takes this index over scanning every contact of the organization.
DROP INDEX `crm_parent_idx`;
--> statement-breakpoint
CREATE INDEX `crm_parent_module_idx` ON `crm_records` (`account_id`,`parent_account_id`,`module`);
--> statement-breakpoint
-- When the copied usage score was computed: a copy computed earlier never replaces one computed later.
ALTER TABLE `crm_records` ADD `usage_scored_at` integer;
