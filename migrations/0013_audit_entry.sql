CREATE TABLE `audit_entry` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`actor_id` integer,
	`actor_email` text,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`changes` text,
	`context` text,
	FOREIGN KEY (`actor_id`) REFERENCES `admin_user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_entry_at_idx` ON `audit_entry` (`at`);--> statement-breakpoint
CREATE INDEX `audit_entry_actor_idx` ON `audit_entry` (`actor_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_entry_action_idx` ON `audit_entry` (`action`,`at`);--> statement-breakpoint
CREATE INDEX `audit_entry_target_idx` ON `audit_entry` (`target_type`,`target_id`,`at`);