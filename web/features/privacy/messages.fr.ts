import type { PrivacyMessages } from "./messages.en";

export default {
  title: "Politique de confidentialité",
  intro:
    "Café Talk organise des séances de conversation en langues, en petits groupes, dans des cafés de toute la Tunisie. Cette page explique ce que nous faisons des informations que vous nous donnez sur ce site.",
  sections: [
    {
      heading: "Ce que nous recueillons",
      text: "Ce que vous saisissez dans nos formulaires : votre nom et votre adresse e-mail, votre ville, les langues et le niveau choisis, votre moyen de contact préféré et votre numéro WhatsApp, ainsi que votre message. Les propriétaires de cafés indiquent aussi le nom et l'adresse de leur café. Quand vous demandez une place, nous gardons la séance choisie ; quand vous vous abonnez à la newsletter, votre adresse e-mail et, si vous le donnez, votre nom.",
    },
    {
      heading: "Pourquoi nous les utilisons",
      text: "Uniquement pour vous répondre : vous contacter, vous trouver un groupe, planifier vos séances, vous envoyer une copie de votre demande et, si vous êtes abonné(e), notre newsletter. Nous ne vendons jamais vos données et ne les partageons pas avec des annonceurs.",
    },
    {
      heading: "Où elles sont conservées",
      text: "Dans la base de données de ce site, hébergée par Cloudflare. Nos e-mails passent par un service d'envoi qui ne reçoit que ce qui est nécessaire pour les distribuer.",
    },
    {
      heading: "Combien de temps",
      text: "Le temps nécessaire pour vous répondre et organiser vos séances. Chaque newsletter contient un lien de désabonnement qui vous retire de la liste.",
    },
    {
      heading: "Cookies et stockage",
      text: "Le site mémorise la langue choisie dans le stockage de votre navigateur. Lorsque la mesure d'audience est activée, ses outils peuvent déposer leurs propres cookies pour compter les visites. L'espace d'administration utilise un cookie pour garder les administrateurs connectés.",
    },
    {
      heading: "Vos droits",
      text: "Vous pouvez à tout moment demander à consulter, corriger ou supprimer vos données en nous écrivant. La loi tunisienne sur la protection des données personnelles (loi organique n° 2004-63) s'applique.",
    },
  ],
  contact: "Écrivez-nous :",
  back: "Retour à l'accueil",
} satisfies PrivacyMessages;
