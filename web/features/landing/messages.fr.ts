import type { LandingMessages } from "./messages.en";

export default {
  hero: {
    badge: "Votre première séance est gratuite",
    title: "Parlez une nouvelle langue autour d'un café",
    subtitle: "Des séances de conversation en petits groupes dans les cafés de toute la Tunisie",
    description:
      "Pratiquez l'anglais, le français, l'allemand, l'espagnol et bien d'autres avec un animateur bienveillant, en groupes de 4 apprenants au maximum. Pas de salle de classe ni d'examens : de vraies conversations qui vous donnent confiance, semaine après semaine.",
    launchNote:
      "Nous lançons maintenant : inscrivez-vous aujourd'hui et nous vous contacterons sous 24 à 48 heures pour planifier votre première séance.",
    learnerCta: "Commencer gratuitement",
    teacherCta: "Devenir animateur de conversation",
    teacherSubtext: "Langue maternelle ou courante ? Aucun diplôme d'enseignant requis.",
    trust: ["De vraies conversations au café", "Petits groupes de 4 apprenants", "Horaires flexibles"],
    cafeTitle: "Vous tenez un café ?",
    cafeText: "Accueillez nos groupes de conversation et de nouveaux habitués chaque semaine.",
    cafeCta: "Devenir partenaire",
  },
  advantages: {
    title: "La fluidité commence ici",
    subtitle: "Pourquoi une conversation au café marche mieux qu'une salle de classe de plus.",
    cards: [
      {
        title: "Parlez avec assurance",
        text: "Vous parlez dès la première minute. C'est en parlant régulièrement dans un cadre convivial que la peur de se tromper disparaît.",
      },
      {
        title: "Petits groupes",
        text: "4 apprenants au maximum par table : chacun a beaucoup de temps de parole et une vraie attention de l'animateur.",
      },
      {
        title: "Ambiance café",
        text: "Des séances détendues dans des cafés partenaires près de chez vous, une boisson à la main plutôt qu'un manuel.",
      },
      {
        title: "Pas d'examens",
        text: "Ni tests, ni notes, ni devoirs. Vous venez pour parler, écouter et en profiter.",
      },
      {
        title: "Fondé sur la recherche",
        text: "La recherche sur l'apprentissage des langues le montre encore et encore : on apprend à parler en parlant, en vraie interaction avec les autres.",
      },
      {
        title: "Abordable et transparent",
        text: "Des prix clairs par séance en TND, une première séance gratuite et aucun frais caché.",
      },
    ],
  },
  app: {
    title: "Vos progrès, dans l'application membre",
    subtitle: "Tout ce qui se passe entre les séances, au même endroit.",
    cards: [
      { title: "Suivi des progrès", text: "Voyez votre expression orale progresser d'une séance à l'autre." },
      { title: "Retours personnalisés", text: "Lisez les retours de votre animateur après chaque séance." },
      { title: "Rappels", text: "Recevez un rappel avant chaque séance pour n'en manquer aucune." },
      { title: "Suivi des crédits", text: "Sachez toujours combien de séances il vous reste." },
    ],
    access: "Accéder à l'application",
  },
  // French says 0 and 1 in the singular (Intl.PluralRules' "one").
  stats: {
    title: "Café Talk en bref",
    languages: { one: "langue à pratiquer", other: "langues à pratiquer" },
    teachers: { one: "animateur de conversation", other: "animateurs de conversation" },
    learners: { one: "apprenant", other: "apprenants" },
    successRate: "de réussite",
  },
  faq: {
    title: "Questions fréquentes",
    subtitle: "Ce que l'on nous demande avant la première séance.",
  },
  footer: {
    followUs: "Suivez-nous",
    getInTouch: "Nous joindre",
    whatsapp: "Écrivez-nous sur WhatsApp",
    memberLogin: "Espace membre",
    socialLabel: "{network} (nouvel onglet)",
  },
} satisfies LandingMessages;
