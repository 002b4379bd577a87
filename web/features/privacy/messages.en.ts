const en = {
  title: "Privacy policy",
  intro:
    "Café Talk runs small-group language conversation sessions in cafés across Tunisia. This page explains what we do with the information you give us on this site.",
  sections: [
    {
      heading: "What we collect",
      text: "What you type into our forms: your name and email address, your city, the languages and level you choose, your preferred contact method and WhatsApp number, and your message. Café owners also give their café's name and address. When you request a spot, we keep the session you chose; when you subscribe to the newsletter, your email address and, if you give it, your name.",
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
      text: "As long as we need it to answer you and to run your sessions. Every newsletter contains a link to unsubscribe, which removes you from the list.",
    },
    {
      heading: "Cookies and storage",
      text: "The site remembers the language you chose in your browser's storage. When audience measurement is switched on, its tools may set their own cookies to count visits. The back office uses one cookie to keep administrators signed in.",
    },
    {
      heading: "Your rights",
      text: "You can ask to see, correct or delete your data at any time by writing to us. Tunisian law on the protection of personal data (Organic Law No. 2004-63) applies.",
    },
  ],
  contact: "Write to us:",
  back: "Back to the home page",
};

export type PrivacyMessages = typeof en;
export default en;
