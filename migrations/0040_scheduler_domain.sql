-- Custom scheduler domain (issue 27): one hostname per organization, served through a Cloudflare for SaaS custom
-- hostname. The row is claimed before Cloudflare is called (account_id is the key), so two saves at once create
-- one custom hostname; hostname is unique so two organizations cannot claim the same one.
CREATE TABLE `scheduler_domains` (
	`account_id` text PRIMARY KEY NOT NULL,
	`hostname` text NOT NULL,
	`cf_hostname_id` text,
	`status` text NOT NULL,
	`hostname_status` text,
	`ssl_status` text,
	`records` text DEFAULT '[]' NOT NULL,
	`verification_errors` text DEFAULT '[]' NOT NULL,
	`root_redirect_url` text,
	`checked_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scheduler_domains_hostname_idx` ON `scheduler_domains` (`hostname`);
--> statement-breakpoint
CREATE INDEX `scheduler_domains_status_idx` ON `scheduler_domains` (`status`,`checked_at`);
