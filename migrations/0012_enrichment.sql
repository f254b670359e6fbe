CREATE TABLE `enrichment_cache` (
	`account_id` text NOT NULL,
	`provider` text NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`data` text,
	`fetched_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `provider`, `kind`, `subject`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `enrichment_cache_expiry_idx` ON `enrichment_cache` (`expires_at`);
