import { defineMessages } from "@web/i18n/messages";

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
  linkInvalid: "This link is invalid or has already been used.",
  linkExpired: "This confirmation link has expired. Please sign up again to get a new one.",
};

/** Texts of the newsletter block and of the error answers the link pages translate. */
export const newsletterMessages = defineMessages<typeof en>({
  en,
  fr: {
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
    linkInvalid: "Ce lien est invalide ou a déjà été utilisé.",
    linkExpired: "Ce lien de confirmation a expiré. Inscrivez-vous à nouveau pour en recevoir un nouveau.",
  },
  ar: {
    title: "ابقَ على اطّلاع",
    text: "جلسات جديدة، ونصائح للتحدث بثقة، وأخبار انطلاقنا في مدينتك. دون رسائل مزعجة، وإلغاء الاشتراك بنقرة واحدة.",
    email: "البريد الإلكتروني",
    emailPlaceholder: "you@example.com",
    name: "الاسم (اختياري)",
    submit: "اشترك",
    submitting: "جارٍ الاشتراك...",
    checkTitle: "تحقق من بريدك الإلكتروني!",
    checkText: "أرسلنا إليك رابط تأكيد. انقر عليه لتبدأ في تلقي نشرتنا الإخبارية.",
    alreadyTitle: "أنت مشترك بالفعل!",
    alreadyText: "هذا العنوان يتلقى نشرتنا الإخبارية بالفعل.",
    linkInvalid: "هذا الرابط غير صالح أو تم استخدامه من قبل.",
    linkExpired: "انتهت صلاحية رابط التأكيد هذا. يرجى التسجيل مرة أخرى للحصول على رابط جديد.",
  },
});
