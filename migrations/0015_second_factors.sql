CREATE TABLE `admin_passkey` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_user_id` integer NOT NULL,
	`name` text NOT NULL,
	`algorithm` integer NOT NULL,
	`public_key` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`admin_user_id`) REFERENCES `admin_user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_passkey_user_idx` ON `admin_passkey` (`admin_user_id`);--> statement-breakpoint
CREATE TABLE `admin_recovery_code` (
	`digest` text PRIMARY KEY NOT NULL,
	`admin_user_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`admin_user_id`) REFERENCES `admin_user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_recovery_code_user_idx` ON `admin_recovery_code` (`admin_user_id`);--> statement-breakpoint
CREATE TABLE `admin_totp` (
	`admin_user_id` integer PRIMARY KEY NOT NULL,
	`sealed_key` text NOT NULL,
	`last_used_step` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`admin_user_id`) REFERENCES `admin_user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `webauthn_challenge` (
	`digest` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `auth_session` ADD `awaiting_second_factor` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `auth_session` ADD `sign_in_factor` text DEFAULT 'password' NOT NULL;