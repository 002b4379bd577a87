CREATE TABLE `session_reminder` (
	`request_id` integer NOT NULL,
	`occurrence_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`request_id`, `occurrence_at`),
	FOREIGN KEY (`request_id`) REFERENCES `session_request`(`id`) ON UPDATE no action ON DELETE cascade
);
