export interface PrivacySection {
  heading: string;
  text: string;
  /** What is kept and for how long, as a table (the retention rules of worker/retention/). */
  rows?: { what: string; kept: string }[];
}

const sections: PrivacySection[] = [
  {
    heading: "What we collect",
    text: "What you type into our forms: your name and email address, your city, the languages and level you choose, your preferred contact method and WhatsApp number, and your message. Café owners also give their café's name and address. When you request a spot, we keep the session you chose; when you subscribe to the newsletter, your email address, your name if you give it, and when and through which form you gave your consent. We also keep the emails we send you, and our team's notes about your requests.",
  },
  {
    heading: "Why we use it",
    text: "Only to answer you: to contact you, find you a group, schedule your sessions, send you a copy of what you submitted and, if you subscribed, our newsletter. We never sell your data or share it with advertisers.",
  },
  {
    heading: "Where it is kept",
    text: "In the database of this site, hosted by Cloudflare. Our emails are sent through an email delivery service that receives only what it needs to deliver them.",
  },
  {
    heading: "How long we keep it",
    text: "What is no longer needed is deleted automatically, every few minutes, by these rules:",
    rows: [
      {
        what: "What you send through our forms (to join, to become a guide, to host sessions, to contact us) and your spot requests",
        kept: "Until you ask us to delete them",
      },
      {
        what: "Your newsletter subscription, with its consent record",
        kept: "Until you unsubscribe: you are then removed at once",
      },
      { what: "A newsletter sign-up you never confirmed", kept: "30 days" },
      {
        what: "The content of an email we sent you (it holds personal links)",
        kept: "30 days after sending; that it was sent, when, and its kind stay",
      },
      { what: "Your address and the subject on an email we sent you", kept: "90 days after sending" },
      { what: "An email we could not, or chose not to, send", kept: "90 days" },
      {
        what: "Your address, if our mail to it bounced or you reported it as spam",
        kept: "As long as we must not write to it",
      },
      { what: "Your choice about audience measurement (a cookie)", kept: "6 months" },
    ],
  },
  {
    heading: "Cookies and audience measurement",
    text: "The site remembers the language you chose, in your browser's storage and in a cookie. When audience measurement is switched on (Google Analytics, Google Tag Manager or the Meta pixel), a banner asks you first, and nothing of these tools is loaded unless you accept. If you accept, they load and set their own cookies; if you refuse, none of them is loaded. Your choice is kept in a cookie for six months, then we ask again; you can change it at any time from “Cookie settings” at the bottom of every page. The back office uses one cookie to keep administrators signed in.",
  },
  {
    heading: "Your rights",
    text: "You can ask to see, correct or delete your data at any time: write to us from the email address you used with us. We look up everything stored under that address and can send you a copy (a JSON file and a spreadsheet), correct your name or email address everywhere at once, or erase it. An erase deletes every record that identifies you, or strips it of your name, email address, phone number and messages: your requests keep only facts that identify nobody, such as the city, languages, level, session and date, so that our statistics stay right. Emails still waiting to be sent to you are cancelled. We keep only a note that an erase took place, when, and how many records it touched, without your data. Tunisian law on the protection of personal data (Organic Law No. 2004-63) applies, and the GDPR for visitors in the European Union.",
  },
];

const en = {
  title: "Privacy policy",
  intro:
    "Café Talk runs small-group language conversation sessions in cafés across Tunisia. This page explains what we do with the information you give us on this site.",
  sections,
  tableHeaders: { what: "Data", kept: "Kept" },
  contact: "Write to us:",
  back: "Back to the home page",
};

export type PrivacyMessages = typeof en;
export default en;
