import { SEO_DEFAULT_TEXTS } from "@schema/seo";
import type { Dictionary } from "./en";

const fr: Dictionary = {
  meta: {
    title: SEO_DEFAULT_TEXTS.fr.title,
    notFoundTitle: "404 Page introuvable",
  },
  nav: {
    forLearners: "Apprenants",
    becomeTeacher: "Devenir animateur",
    pricing: "Tarifs",
    schedule: "Planning",
    faq: "FAQ",
    contact: "Contact",
    login: "Se connecter à l'espace membre",
    language: "Langue",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    home: "Accueil Café Talk",
    main: "Navigation principale",
    mobile: "Menu mobile",
  },
  pricing: {
    title: "Des tarifs simples et transparents",
    subtitle: "Prix par séance en TND. Les séances à Tunis et hors de la capitale ont des tarifs différents.",
    freeTrialTitle: "Votre première séance est gratuite",
    freeTrialText: "Essayez une vraie conversation au café avant de payer quoi que ce soit. Sans carte bancaire.",
    claimTrial: "Réserver ma séance gratuite",
    recommended: "RECOMMANDÉ",
    subscriptionName: "Abonnement",
    subscriptionTagline: "{lessons} par semaine, en groupes de {group} maximum",
    subscriptionLessons: { one: "{n} séance", other: "{n} séances" },
    subscriptionSaving: "Économisez {percent} % par rapport aux crédits flexibles",
    flexibleName: "Crédits flexibles",
    flexibleTagline: "Payez à la séance et venez quand cela vous convient",
    capitalPrice: "À Tunis",
    outsidePrice: "Hors Tunis",
    perSession: "par séance",
    fromPerSession: "À partir de {price} TND par séance",
    currency: "TND",
    bottomCtaTitle: "Pas encore décidé ? Commencez par une séance gratuite.",
    bottomCta: "Réserver mon essai gratuit",
  },
  footer: {
    tagline: "Des conversations en petits groupes dans les cafés de toute la Tunisie.",
    quickLinks: "Liens rapides",
    admin: "Admin",
    privacy: "Politique de confidentialité",
    rights: "© {year} Café Talk. Tous droits réservés.",
  },
  notFound: {
    title: "404 Page introuvable",
    text: "La page que vous cherchez n'existe pas ou a été déplacée.",
    home: "Retour à l'accueil",
  },
  common: {
    loading: "Chargement...",
    backHome: "Retour à l'accueil",
    retry: "Réessayer",
    error: "Erreur",
  },
};

export default fr;
