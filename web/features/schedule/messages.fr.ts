import type { ScheduleMessages } from "./messages.en";

export default {
  title: "Prochaines séances",
  subtitle:
    "Des petits groupes de conversation dans des cafés à Tunis, Sousse, Sfax, Bizerte, Nabeul, Kairouan, Hammamet et ailleurs.",
  loading: "Chargement des séances...",
  empty: "Aucune séance à venir pour le moment. Revenez bientôt !",
  loadFailed: "Impossible de charger les séances. Veuillez réessayer plus tard.",
  city: "Ville",
  cafe: "Café",
  weekly: "Chaque semaine : {days}, {time}",
  next: "Prochaines : {dates}",
  when: "Quand",
  duration: "Durée",
  minutes: "{n} min",
  maxParticipants: "Participants max.",
  spotsLeft: "Places restantes",
  full: "Complet",
  fullNote:
    "Cette séance est complète. Inscrivez-vous sur la liste d'attente : nous vous contacterons si une place se libère.",
  requestSpot: "Demander une place",
  joinWaitlist: "Rejoindre la liste d'attente",
  form: {
    waitlistNote: "Cette séance est complète. Laissez vos coordonnées : nous vous contacterons si une place se libère.",
    name: "Nom",
    email: "E-mail",
    phone: "Téléphone (facultatif)",
    phonePlaceholder: "+216 20 123 456",
    level: "Votre niveau",
    levelPlaceholder: "Choisissez votre niveau",
    submitting: "Envoi en cours...",
    close: "Fermer",
  },
  submittedTitle: "Demande envoyée !",
  submittedText: "Nous vous contacterons bientôt pour confirmer votre place.",
  waitlistedTitle: "Vous êtes sur la liste d'attente !",
  waitlistedText: "Cette séance est complète. Nous vous contacterons dès qu'une place se libère.",
} satisfies ScheduleMessages;
