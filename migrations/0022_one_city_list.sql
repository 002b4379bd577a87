-- One list of cities for visitors and admins (schema/constants.ts CITIES): the admin list spelled
-- Médenine without its accent. Rows keep working by taking the one spelling; the Worker does the
-- same to a value sent in the old spelling (canonicalCity in schema/inputs.ts).
UPDATE `language_session` SET `city` = 'Médenine' WHERE `city` = 'Medenine';--> statement-breakpoint
UPDATE `lead` SET `city` = 'Médenine' WHERE `city` = 'Medenine';
