CREATE TABLE `crm_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`module` text NOT NULL,
	`file_name` text NOT NULL,
	`mapping` text NOT NULL,
	`total` integer NOT NULL,
	`processed` integer DEFAULT 0 NOT NULL,
	`created` integer DEFAULT 0 NOT NULL,
	`updated` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`errors` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `crm_imports_account_idx` ON `crm_imports` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `crm_records` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`module` text NOT NULL,
	`object_type` text,
	`name` text DEFAULT '' NOT NULL,
	`email` text,
	`email_domain` text,
	`phone` text,
	`domain` text,
	`owner_user_id` text,
	`owner_email` text,
	`parent_account_id` text,
	`contact_id` text,
	`fields` text DEFAULT '{}' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `crm_email_idx` ON `crm_records` (`account_id`,`email`);--> statement-breakpoint
CREATE INDEX `crm_email_domain_idx` ON `crm_records` (`account_id`,`email_domain`);--> statement-breakpoint
CREATE INDEX `crm_domain_idx` ON `crm_records` (`account_id`,`domain`);--> statement-breakpoint
CREATE INDEX `crm_phone_idx` ON `crm_records` (`account_id`,`phone`);--> statement-breakpoint
CREATE INDEX `crm_module_idx` ON `crm_records` (`account_id`,`module`,`updated_at`);--> statement-breakpoint
CREATE INDEX `crm_parent_idx` ON `crm_records` (`account_id`,`parent_account_id`);--> statement-breakpoint
CREATE TABLE `distribution_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`definition` text NOT NULL,
	`calibration` text NOT NULL,
	`position` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `distribution_rules_account_idx` ON `distribution_rules` (`account_id`,`kind`,`position`);--> statement-breakpoint
CREATE TABLE `forms` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`form_key` text NOT NULL,
	`provider` text DEFAULT 'native' NOT NULL,
	`consent_enabled` integer DEFAULT false NOT NULL,
	`consent_text` text DEFAULT '' NOT NULL,
	`submit_label` text DEFAULT 'Submit' NOT NULL,
	`questions` text DEFAULT '[]' NOT NULL,
	`mapping` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `forms_account_idx` ON `forms` (`account_id`,`kind`);--> statement-breakpoint
CREATE TABLE `lists` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`source` text NOT NULL,
	`module_type` text,
	`crm_field` text,
	`enrichment_field` text,
	`country` text,
	`file_name` text,
	`file_column` text,
	`separator` text DEFAULT 'none' NOT NULL,
	`values` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `lists_account_idx` ON `lists` (`account_id`);--> statement-breakpoint
CREATE TABLE `matching_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`definition` text NOT NULL,
	`position` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `matching_rules_account_idx` ON `matching_rules` (`account_id`,`position`);