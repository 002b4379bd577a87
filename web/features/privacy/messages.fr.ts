import type { PrivacyMessages } from "./messages.en";

export default {
  title: "Politique de confidentialité",
  intro:
    "Café Talk organise des séances de conversation en langues, en petits groupes, dans des cafés de toute la Tunisie. Cette page explique ce que nous faisons des informations que vous nous donnez sur ce site.",
  sections: [
    {
      heading: "Ce que nous recueillons",
      text: "Ce que vous saisissez dans nos formulaires : votre nom et votre adresse e-mail, votre ville, les langues et le niveau choisis, votre moyen de contact préféré et votre numéro WhatsApp, ainsi que votre message. Les propriétaires de cafés indiquent aussi le nom et l'adresse de leur café. Quand vous demandez une place, nous gardons la séance choisie ; quand vous vous abonnez à la newsletter, votre adresse e-mail, votre nom si vous le donnez, ainsi que la date et le formulaire par lequel vous avez donné votre consentement. Nous gardons aussi les e-mails que nous vous envoyons et les notes de notre équipe sur vos demandes.",
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
      heading: "Combien de temps nous les gardons",
      text: "Ce qui n'est plus nécessaire est supprimé automatiquement, toutes les quelques minutes, selon ces règles :",
      rows: [
        {
          what: "Ce que vous envoyez par nos formulaires (pour participer, devenir animateur, accueillir des séances, nous contacter) et vos demandes de place",
          kept: "Jusqu'à ce que vous nous demandiez de les supprimer",
        },
        {
          what: "Votre abonnement à la newsletter, avec la trace de votre consentement",
          kept: "Jusqu'à votre désabonnement : vous êtes alors retiré(e) immédiatement",
        },
        { what: "Une inscription à la newsletter jamais confirmée", kept: "30 jours" },
        {
          what: "Le contenu d'un e-mail que nous vous avons envoyé (il contient des liens personnels)",
          kept: "30 jours après l'envoi ; restent le fait qu'il a été envoyé, sa date et son type",
        },
        { what: "Votre adresse et l'objet d'un e-mail que nous vous avons envoyé", kept: "90 jours après l'envoi" },
        { what: "Un e-mail que nous n'avons pas pu, ou pas voulu, envoyer", kept: "90 jours" },
        {
          what: "Votre adresse, si nos e-mails y ont été rejetés ou si vous les avez signalés comme indésirables",
          kept: "Tant que nous ne devons pas vous écrire",
        },
        { what: "Votre choix sur la mesure d'audience (un cookie)", kept: "6 mois" },
      ],
    },
    {
      heading: "Cookies et mesure d'audience",
      text: "Le site mémorise la langue choisie, dans le stockage de votre navigateur et dans un cookie. Lorsque la mesure d'audience est activée (Google Analytics, Google Tag Manager ou le pixel Meta), un bandeau vous demande d'abord votre accord, et rien de ces outils n'est chargé sans lui. Si vous acceptez, ils se chargent et déposent leurs propres cookies ; si vous refusez, aucun n'est chargé. Votre choix est gardé six mois dans un cookie, puis nous vous le redemandons ; vous pouvez le changer à tout moment depuis « Paramètres des cookies » en bas de chaque page. L'espace d'administration utilise un cookie pour garder les administrateurs connectés.",
    },
    {
      heading: "Vos droits",
      text: "Vous pouvez à tout moment demander à consulter, corriger ou supprimer vos données : écrivez-nous depuis l'adresse e-mail que vous avez utilisée avec nous. Nous retrouvons tout ce qui est conservé sous cette adresse et pouvons vous en envoyer une copie (un fichier JSON et un tableur), corriger votre nom ou votre adresse e-mail partout à la fois, ou tout effacer. L'effacement supprime chaque enregistrement qui vous identifie, ou en retire votre nom, votre adresse e-mail, votre numéro de téléphone et vos messages : vos demandes ne gardent que des faits qui n'identifient personne, comme la ville, les langues, le niveau, la séance et la date, pour que nos statistiques restent justes. Les e-mails qui attendaient de vous être envoyés sont annulés. Nous ne gardons qu'une note indiquant qu'un effacement a eu lieu, quand, et combien d'enregistrements il a touchés, sans vos données. La loi tunisienne sur la protection des données personnelles (loi organique n° 2004-63) s'applique, et le RGPD pour les visiteurs de l'Union européenne.",
    },
  ],
  tableHeaders: { what: "Données", kept: "Conservées" },
  contact: "Écrivez-nous :",
  back: "Retour à l'accueil",
} satisfies PrivacyMessages;
