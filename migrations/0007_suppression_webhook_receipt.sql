CREATE TABLE `email_suppression` (
	`email` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`detail` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `webhook_receipt` (
	`signature_digest` text PRIMARY KEY NOT NULL,
	`received_at` integer NOT NULL
);
