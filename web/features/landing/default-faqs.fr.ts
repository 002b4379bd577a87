import type { FaqItem } from "./faq-item";

export default [
  {
    question: "La première séance est-elle vraiment gratuite ?",
    answer:
      "Oui. Votre première séance est gratuite et nous ne demandons jamais de carte bancaire. Remplissez le formulaire apprenant et nous la planifierons sous 24 à 48 heures.",
  },
  {
    question: "Comment se déroule une séance ?",
    answer:
      "Vous retrouvez un animateur et un petit groupe d'apprenants dans un café partenaire. Vous parlez de la vie quotidienne, de voyages, de travail et de culture ; l'animateur fait vivre la conversation et vous aide dès que vous bloquez.",
  },
  {
    question: "Combien de personnes par groupe ?",
    answer: "4 apprenants au maximum, plus l'animateur. Avec de petits groupes, chacun parle beaucoup.",
  },
  {
    question: "Quelles langues puis-je pratiquer ?",
    answer:
      "L'anglais, le français, l'allemand, l'espagnol, l'italien, le turc, le portugais, l'arabe et le chinois. Un groupe s'ouvre pour une langue dès que suffisamment d'apprenants s'inscrivent près de chez vous.",
  },
  {
    question: "Où ont lieu les séances ?",
    answer:
      "Dans des cafés partenaires, d'abord à Tunis et à Sousse. D'autres villes ouvrent au fur et à mesure que les groupes se remplissent, et le planning affiche toutes les séances ouvertes.",
  },
  {
    question: "Faut-il un certain niveau ?",
    answer:
      "Non. Les groupes sont constitués par niveau, des débutants aux personnes à l'aise qui veulent continuer à pratiquer. Indiquez votre niveau dans le formulaire et nous trouverons le bon groupe.",
  },
  {
    question: "Combien ça coûte ?",
    answer:
      "Vous payez à la séance en TND, avec un abonnement de 2 séances par semaine ou avec des crédits flexibles que vous utilisez quand vous voulez. Les prix diffèrent légèrement à Tunis et hors de Tunis : voyez la rubrique tarifs.",
  },
  {
    question: "Puis-je déplacer une séance ?",
    answer: "Oui. Les abonnés peuvent reporter une séance en prévenant au moins 24 heures à l'avance.",
  },
  {
    question: "Qui sont les animateurs ?",
    answer:
      "Des personnes de langue maternelle ou parlant couramment, qui aiment aider les autres à parler. Aucun diplôme d'enseignant n'est requis, et nous rencontrons chaque animateur avant sa première séance.",
  },
  {
    question: "Comment suivre mes progrès ?",
    answer:
      "Dans l'application membre : suivez vos progrès, lisez les retours de votre animateur, recevez un rappel avant chaque séance et gardez un œil sur vos crédits.",
  },
] satisfies FaqItem[];
