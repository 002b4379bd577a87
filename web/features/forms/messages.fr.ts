import type { FormMessages } from "./messages.en";

export default {
  name: "Nom complet",
  namePlaceholder: "ex. Amira Ben Salah",
  email: "E-mail",
  emailPlaceholder: "vous@exemple.com",
  city: "Ville",
  cityPlaceholder: "Choisissez votre ville",
  learnLanguages: "Langues que vous voulez pratiquer",
  teachLanguages: "Langues que vous pouvez animer",
  level: "Niveau actuel",
  levelPlaceholder: "Choisissez votre niveau",
  contactMethod: "Moyen de contact préféré",
  whatsappNumber: "Numéro WhatsApp",
  whatsappPlaceholder: "+216 20 123 456",
  trialSession: "Je veux réserver ma première séance gratuite",
  optional: "{label} (facultatif)",
  submitting: "Envoi en cours...",
  learner: {
    title: "Rejoindre en tant qu'apprenant",
    description:
      "Parlez-nous un peu de vous et nous vous trouverons un petit groupe. Votre première séance est gratuite.",
    submit: "Rejoindre en tant qu'apprenant",
  },
  teacher: {
    title: "Rejoindre en tant qu'animateur",
    description:
      "Animez des conversations détendues dans une langue que vous parlez bien. Aucun diplôme d'enseignant requis.",
    motivation: "Pourquoi souhaitez-vous animer des conversations ?",
    motivationHint: "Quelques lignes sur vous, vos langues et votre expérience avec des groupes.",
    submit: "Envoyer ma candidature",
  },
  cafeOwner: {
    title: "Partenariat pour cafés",
    description: "Accueillez de petits groupes de conversation dans votre café et de nouveaux habitués chaque semaine.",
    cafeName: "Nom du café",
    cafeAddress: "Adresse du café",
    spaceAvailable: "Espace disponible",
    spaceHint: "Par exemple : un coin calme avec deux tables pour cinq personnes.",
    message: "Message",
    submit: "Devenir café partenaire",
  },
  contact: {
    title: "Contactez-nous",
    description: "Posez-nous vos questions. Nous répondons sous 24 heures.",
    subject: "Objet",
    message: "Message",
    submit: "Envoyer le message",
  },
  success: {
    title: "Merci !",
    text: "Nous vous contacterons dès que possible. Une copie de votre demande a été envoyée à votre adresse e-mail.",
    close: "Fermer",
  },
  close: "Fermer",
} satisfies FormMessages;
