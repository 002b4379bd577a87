ALTER TABLE `session_request` ADD `access_token_hash` text;--> statement-breakpoint
ALTER TABLE `session_request` ADD `calendar_sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `session_request_access_token_hash_unique` ON `session_request` (`access_token_hash`);--> statement-breakpoint
CREATE TABLE `email_attachment` (
	`email_id` integer NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`content` text NOT NULL,
	PRIMARY KEY(`email_id`, `filename`),
	FOREIGN KEY (`email_id`) REFERENCES `email_outbox`(`id`) ON UPDATE no action ON DELETE cascade
);
