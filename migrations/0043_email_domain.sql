-- E-mail domain (issue 27): the organization's own sending domain, registered with the e-mail provider's domains API
-- (Resend), and the notification prefix its e-mails go from (meetings -> meetings@acme.com). The row is claimed
-- before the provider is called (account_id is the key), so two saves at once register one provider domain; domain is
-- unique so two organizations cannot claim the same one.
CREATE TABLE `email_domains` (
	`account_id` text PRIMARY KEY NOT NULL,
	`domain` text NOT NULL,
	`notification_prefix` text NOT NULL,
	`provider_domain_id` text,
	`status` text NOT NULL,
	`provider_status` text,
	`records` text DEFAULT '[]' NOT NULL,
	`checked_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_domains_domain_idx` ON `email_domains` (`domain`);
--> statement-breakpoint
CREATE INDEX `email_domains_status_idx` ON `email_domains` (`status`,`checked_at`);
--> statement-breakpoint
-- The From an e-mail actually left with (decided when it is sent: the organization's verified domain, else the product's).
ALTER TABLE `outbox` ADD `sent_from` text;
