import type { NewsletterMessages } from "./messages.en";

export default {
  title: "Restez informé(e)",
  text: "Nouvelles séances, conseils pour parler avec assurance et annonce de notre lancement dans votre ville. Pas de spam, désabonnement en un clic.",
  email: "E-mail",
  emailPlaceholder: "vous@exemple.com",
  name: "Nom (facultatif)",
  submit: "S'abonner",
  submitting: "Inscription...",
  checkTitle: "Vérifiez votre boîte mail !",
  checkText: "Nous vous avons envoyé un lien de confirmation. Cliquez dessus pour recevoir notre newsletter.",
  alreadyTitle: "Déjà abonné(e) !",
  alreadyText: "Cette adresse reçoit déjà notre newsletter.",
} satisfies NewsletterMessages;
