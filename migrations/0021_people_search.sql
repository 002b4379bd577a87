-- The People page's search (schema/person-search.ts). drizzle-kit 0.31 splits an index
-- expression at its commas when it writes the SQL (its snapshot keeps them whole): written by hand.
CREATE INDEX `lead_name_key_idx` ON `lead` (lower("name"));--> statement-breakpoint
CREATE INDEX `lead_family_name_key_idx` ON `lead` (lower(substr("name", instr("name", ' ') + 1)));--> statement-breakpoint
CREATE INDEX `lead_phone_key_idx` ON `lead` (substr(replace(replace(replace(replace(replace(replace(replace("whatsapp_number", ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', ''), '/', ''), -8));--> statement-breakpoint
CREATE INDEX `newsletter_subscriber_name_key_idx` ON `newsletter_subscriber` (lower("name"));--> statement-breakpoint
CREATE INDEX `newsletter_subscriber_family_name_key_idx` ON `newsletter_subscriber` (lower(substr("name", instr("name", ' ') + 1)));--> statement-breakpoint
CREATE INDEX `session_request_email_idx` ON `session_request` (`email`);--> statement-breakpoint
CREATE INDEX `session_request_name_key_idx` ON `session_request` (lower("name"));--> statement-breakpoint
CREATE INDEX `session_request_family_name_key_idx` ON `session_request` (lower(substr("name", instr("name", ' ') + 1)));--> statement-breakpoint
CREATE INDEX `session_request_phone_key_idx` ON `session_request` (substr(replace(replace(replace(replace(replace(replace(replace("phone", ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', ''), '/', ''), -8));
