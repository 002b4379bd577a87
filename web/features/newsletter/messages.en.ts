const en = {
  title: "Stay in the loop",
  text: "New sessions, tips for speaking with confidence, and news of our launch in your city. No spam, unsubscribe in one click.",
  email: "Email",
  emailPlaceholder: "you@example.com",
  name: "Name (optional)",
  submit: "Subscribe",
  submitting: "Subscribing...",
  checkTitle: "Check Your Email!",
  checkText: "We sent you a confirmation link. Click it to start receiving our newsletter.",
  alreadyTitle: "Already Subscribed!",
  alreadyText: "This address already receives our newsletter.",
};

export type NewsletterMessages = typeof en;
export default en;
