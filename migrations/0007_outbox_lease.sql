ALTER TABLE `outbox` ADD `due_at` integer;--> statement-breakpoint
ALTER TABLE `outbox` ADD `lease_until` integer;