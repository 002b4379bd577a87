import { describe, expect, it } from "vitest";
import { sampleEmails } from "../../test/email-samples";

/** The hidden preview text at the top of the body, as layout.ts writes it. */
function preheaderOf(html: string): string | undefined {
  return /<body[^>]*>\s*<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">([^<]+)<\/div>/.exec(
    html,
  )?.[1];
}

const TEAM_KINDS = ["lead_notification", "relay_ceiling_alert"];
const ARABIC_LETTER = /[\u0621-\u064a]/;

describe("every email's preheader, the preview text inbox lists show after the subject", () => {
  const en = sampleEmails("en");
  const fr = sampleEmails("fr");
  const ar = sampleEmails("ar");

  it.each(Object.keys(en))("%s has one in each reader's language", (kind) => {
    const [english, french, arabic] = [en, fr, ar].map((emails) => preheaderOf(emails[kind]!.html));
    expect(english).toBeTruthy();
    expect(english).not.toMatch(ARABIC_LETTER);
    if (TEAM_KINDS.includes(kind)) {
      // The team reads English, whatever the language of the form that brought the email.
      expect(arabic).toBeTruthy();
      expect(arabic).not.toMatch(ARABIC_LETTER);
      return;
    }
    expect(french).toBeTruthy();
    expect(french).not.toBe(english);
    expect(arabic).toMatch(ARABIC_LETTER);
  });
});
