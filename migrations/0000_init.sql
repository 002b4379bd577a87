CREATE TABLE `admin_user` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'admin' NOT NULL,
	`external_id` text,
	`last_login_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_user_email_unique` ON `admin_user` (`email`);--> statement-breakpoint
CREATE TABLE `auth_session` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_user_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`absolute_expires_at` integer NOT NULL,
	FOREIGN KEY (`admin_user_id`) REFERENCES `admin_user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_session_user_idx` ON `auth_session` (`admin_user_id`);--> statement-breakpoint
CREATE INDEX `auth_session_expires_idx` ON `auth_session` (`expires_at`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`headers` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`lease_expires_at` integer,
	`last_error` text,
	`dedupe_key` text NOT NULL,
	`provider_message_id` text,
	`campaign_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `newsletter_campaign`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_dedupe_key_unique` ON `email_outbox` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `email_outbox_due_idx` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `faq_entry` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`category` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `faq_entry_public_idx` ON `faq_entry` (`language`,`is_active`,`sort_order`);--> statement-breakpoint
CREATE TABLE `language_session` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`language` text NOT NULL,
	`level` text NOT NULL,
	`cafe_name` text,
	`cafe_address` text,
	`city` text DEFAULT 'Tunis' NOT NULL,
	`schedule` text,
	`duration` text,
	`max_participants` integer DEFAULT 6 NOT NULL,
	`pricing_plan_id` integer,
	`is_published` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`pricing_plan_id`) REFERENCES `pricing_plan`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `language_session_published_idx` ON `language_session` (`is_published`);--> statement-breakpoint
CREATE TABLE `lead` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_type` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`city` text,
	`languages` text DEFAULT '[]' NOT NULL,
	`language` text,
	`level` text,
	`contact_method` text DEFAULT 'email' NOT NULL,
	`whatsapp_number` text,
	`trial_session` integer DEFAULT false NOT NULL,
	`subject` text,
	`message` text,
	`experience` text,
	`cafe_name` text,
	`cafe_address` text,
	`space_available` text,
	`locale` text DEFAULT 'en' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lead_created_at_idx` ON `lead` (`created_at`);--> statement-breakpoint
CREATE INDEX `lead_email_idx` ON `lead` (`email`);--> statement-breakpoint
CREATE TABLE `newsletter_campaign` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject_en` text NOT NULL,
	`body_en` text NOT NULL,
	`subject_fr` text,
	`body_fr` text,
	`subject_ar` text,
	`body_ar` text,
	`recipient_count` integer DEFAULT 0 NOT NULL,
	`sent_by_admin_user_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`sent_by_admin_user_id`) REFERENCES `admin_user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `newsletter_subscriber` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`locale` text DEFAULT 'en' NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`subscribed_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`confirmed_at` integer,
	`confirmation_token_hash` text,
	`confirmation_expires_at` integer,
	`unsubscribe_token_hash` text,
	`consent_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`consent_source` text DEFAULT 'landing_newsletter_form' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriber_email_unique` ON `newsletter_subscriber` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriber_confirmation_token_hash_unique` ON `newsletter_subscriber` (`confirmation_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriber_unsubscribe_token_hash_unique` ON `newsletter_subscriber` (`unsubscribe_token_hash`);--> statement-breakpoint
CREATE INDEX `newsletter_subscriber_active_idx` ON `newsletter_subscriber` (`is_active`);--> statement-breakpoint
CREATE TABLE `pricing_plan` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plan_type` text NOT NULL,
	`capital_price` integer NOT NULL,
	`outside_capital_price` integer NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pricing_plan_order_idx` ON `pricing_plan` (`is_active`,`display_order`);--> statement-breakpoint
CREATE TABLE `seo_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`default_title` text,
	`default_title_fr` text,
	`default_title_ar` text,
	`default_description` text,
	`default_description_fr` text,
	`default_description_ar` text,
	`default_keywords` text,
	`default_keywords_fr` text,
	`default_keywords_ar` text,
	`og_title` text,
	`og_title_fr` text,
	`og_title_ar` text,
	`og_description` text,
	`og_description_fr` text,
	`og_description_ar` text,
	`og_image` text,
	`og_type` text DEFAULT 'website' NOT NULL,
	`twitter_card` text DEFAULT 'summary_large_image' NOT NULL,
	`twitter_site` text,
	`twitter_creator` text,
	`google_analytics_id` text,
	`google_tag_manager_id` text,
	`facebook_pixel_id` text,
	`meta_pixel_id` text,
	`custom_head_scripts` text,
	`custom_body_scripts` text,
	`organization_schema` text,
	`robots_txt` text,
	`canonical_url` text,
	`language` text DEFAULT 'en' NOT NULL,
	`geo_heading_en` text,
	`geo_heading_fr` text,
	`geo_heading_ar` text,
	`geo_content_en` text,
	`geo_content_fr` text,
	`geo_content_ar` text,
	`geo_locations` text,
	`ai_info_json` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `session_request` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`lead_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`language_interest` text,
	`level` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`notes` text,
	`locale` text DEFAULT 'en' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `language_session`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lead_id`) REFERENCES `lead`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `session_request_session_idx` ON `session_request` (`session_id`,`status`);--> statement-breakpoint
CREATE TABLE `user` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_email_unique` ON `user` (`email`);