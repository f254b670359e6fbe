ALTER TABLE `outbox` ADD `facts` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `rendered_at` integer;
