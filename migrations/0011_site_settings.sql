CREATE TABLE `site_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`contact_phone` text,
	`contact_email` text,
	`whatsapp_number` text,
	`member_app_url` text,
	`facebook_url` text,
	`instagram_url` text,
	`x_url` text,
	`youtube_url` text,
	`pinterest_url` text,
	`medium_url` text,
	`linkedin_url` text,
	`stat_languages` integer,
	`stat_teachers` integer,
	`stat_learners` integer,
	`stat_success_rate` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
