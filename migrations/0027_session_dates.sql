CREATE TABLE `session_occurrence_change` (
	`session_id` integer NOT NULL,
	`original_start` text NOT NULL,
	`moved_to` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`session_id`, `original_start`),
	FOREIGN KEY (`session_id`) REFERENCES `language_session`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `language_session` ADD `starts_at` text;--> statement-breakpoint
ALTER TABLE `language_session` ADD `duration_minutes` integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE `language_session` ADD `repeat` text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE `language_session` ADD `repeat_days` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `language_session` ADD `repeat_until` text;--> statement-breakpoint
ALTER TABLE `language_session` ADD `repeat_count` integer;--> statement-breakpoint
ALTER TABLE `language_session` ADD `schedule_to_review` text;