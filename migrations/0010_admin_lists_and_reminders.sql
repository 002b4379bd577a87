CREATE TABLE `session_reminder` (
	`request_id` integer NOT NULL,
	`occurrence_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`request_id`, `occurrence_at`),
	FOREIGN KEY (`request_id`) REFERENCES `session_request`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`);--> statement-breakpoint
CREATE INDEX `language_session_created_at_idx` ON `language_session` (`created_at`);--> statement-breakpoint
CREATE INDEX `language_session_title_idx` ON `language_session` (`title`);--> statement-breakpoint
CREATE INDEX `lead_type_created_at_idx` ON `lead` (`user_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `lead_name_idx` ON `lead` (`name`);--> statement-breakpoint
CREATE INDEX `newsletter_subscriber_subscribed_at_idx` ON `newsletter_subscriber` (`subscribed_at`);--> statement-breakpoint
CREATE INDEX `newsletter_subscriber_confirmed_at_idx` ON `newsletter_subscriber` (`confirmed_at`);--> statement-breakpoint
CREATE INDEX `session_request_created_at_idx` ON `session_request` (`created_at`);--> statement-breakpoint
CREATE INDEX `session_request_status_created_at_idx` ON `session_request` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `session_request_name_idx` ON `session_request` (`name`);