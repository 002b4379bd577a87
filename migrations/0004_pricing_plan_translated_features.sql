ALTER TABLE `pricing_plan` ADD `features_fr` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `pricing_plan` ADD `features_ar` text DEFAULT '[]' NOT NULL;