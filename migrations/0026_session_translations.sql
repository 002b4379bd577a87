-- Sessions in every language (issue 34): a session's title and description in French and Arabic,
-- optional (the English is shown where one is missing); and the smallest teacher or learner count
-- the stats band shows, set by an admin in the Site settings (null: every count is shown).
ALTER TABLE `language_session` ADD `title_fr` text;--> statement-breakpoint
ALTER TABLE `language_session` ADD `title_ar` text;--> statement-breakpoint
ALTER TABLE `language_session` ADD `description_fr` text;--> statement-breakpoint
ALTER TABLE `language_session` ADD `description_ar` text;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `stat_minimum_count` integer;