/**
 * The words of the newsletter's emailed-link pages (./page.ts), in each language of the site.
 * What went wrong after the button is told from the error's code (schema/error-messages.ts).
 */
import type { Locale } from "../../schema/constants";

export type LinkAction = "confirm" | "unsubscribe";

interface ActionTexts {
  promptTitle: string;
  promptText: string;
  button: string;
  successTitle: string;
  successText: string;
  /** Under the success text. */
  note: string;
  errorTitle: string;
  /** A link with no token at all. */
  invalidText: string;
}

interface LinkTexts {
  confirm: ActionTexts;
  unsubscribe: ActionTexts;
  invalidTitle: string;
  testSendTitle: string;
  testSendText: string;
  backToSite: string;
  crossSite: { title: string; text: string };
}

export const linkTexts = {
  en: {
    confirm: {
      promptTitle: "Confirm Your Subscription",
      promptText: "Press the button to start receiving the Café Talk newsletter.",
      button: "Confirm my subscription",
      successTitle: "Subscription Confirmed!",
      successText: "Your newsletter subscription has been confirmed!",
      note: "We'll send you news, tips and word of our launch in your city.",
      errorTitle: "Confirmation Failed",
      invalidText: "Invalid confirmation link.",
    },
    unsubscribe: {
      promptTitle: "Unsubscribe from Our Newsletter",
      promptText: "Press the button to stop receiving the Café Talk newsletter.",
      button: "Unsubscribe",
      successTitle: "Unsubscribed Successfully",
      successText: "You have been successfully unsubscribed from our newsletter.",
      note: "We're sorry to see you go. You are welcome back at any time.",
      errorTitle: "Unsubscribe Failed",
      invalidText: "Invalid unsubscribe link.",
    },
    invalidTitle: "Invalid Link",
    testSendTitle: "This Is a Test Email",
    testSendText:
      "This link came in a test send of the newsletter. In the newsletter your subscribers receive, it unsubscribes its reader.",
    backToSite: "Back to the home page",
    crossSite: {
      title: "Please use the button on this page",
      text: "This form was sent from another site, so nothing was changed. Open the link from your email and press its button.",
    },
  },
  fr: {
    confirm: {
      promptTitle: "Confirmez votre abonnement",
      promptText: "Appuyez sur le bouton pour commencer à recevoir la newsletter Café Talk.",
      button: "Confirmer mon abonnement",
      successTitle: "Abonnement confirmé !",
      successText: "Votre abonnement à la newsletter est confirmé !",
      note: "Vous recevrez nos actualités, nos conseils et l'annonce de notre lancement dans votre ville.",
      errorTitle: "Échec de la confirmation",
      invalidText: "Lien de confirmation invalide.",
    },
    unsubscribe: {
      promptTitle: "Se désabonner de notre newsletter",
      promptText: "Appuyez sur le bouton pour ne plus recevoir la newsletter Café Talk.",
      button: "Se désabonner",
      successTitle: "Désabonnement effectué",
      successText: "Vous avez bien été désabonné(e) de notre newsletter.",
      note: "Nous sommes tristes de vous voir partir. Vous pouvez revenir quand vous voulez.",
      errorTitle: "Échec du désabonnement",
      invalidText: "Lien de désabonnement invalide.",
    },
    invalidTitle: "Lien invalide",
    testSendTitle: "Ceci est un e-mail de test",
    testSendText:
      "Ce lien vient d'un envoi de test de la newsletter. Dans la newsletter que reçoivent vos abonnés, il désabonne son lecteur.",
    backToSite: "Retour à l'accueil",
    crossSite: {
      title: "Utilisez le bouton de cette page",
      text: "Ce formulaire a été envoyé depuis un autre site : rien n'a changé. Ouvrez le lien de votre e-mail et appuyez sur son bouton.",
    },
  },
  ar: {
    confirm: {
      promptTitle: "أكّد اشتراكك",
      promptText: "اضغط على الزر لتبدأ في تلقي النشرة الإخبارية لـ Café Talk.",
      button: "تأكيد اشتراكي",
      successTitle: "تم تأكيد الاشتراك!",
      successText: "تم تأكيد اشتراكك في النشرة الإخبارية!",
      note: "سنرسل لك الأخبار والنصائح وموعد انطلاقنا في مدينتك.",
      errorTitle: "فشل التأكيد",
      invalidText: "رابط التأكيد غير صالح.",
    },
    unsubscribe: {
      promptTitle: "إلغاء الاشتراك في نشرتنا الإخبارية",
      promptText: "اضغط على الزر لإيقاف تلقي النشرة الإخبارية لـ Café Talk.",
      button: "إلغاء الاشتراك",
      successTitle: "تم إلغاء الاشتراك بنجاح",
      successText: "تم إلغاء اشتراكك في نشرتنا الإخبارية بنجاح.",
      note: "يؤسفنا رحيلك. يسعدنا عودتك في أي وقت.",
      errorTitle: "فشل إلغاء الاشتراك",
      invalidText: "رابط إلغاء الاشتراك غير صالح.",
    },
    invalidTitle: "رابط غير صالح",
    testSendTitle: "هذه رسالة تجريبية",
    testSendText: "هذا الرابط من إرسال تجريبي للنشرة الإخبارية. في النشرة التي يتلقاها مشتركوك، يُلغي اشتراك قارئها.",
    backToSite: "العودة إلى الصفحة الرئيسية",
    crossSite: {
      title: "يرجى استخدام الزر في هذه الصفحة",
      text: "أُرسل هذا النموذج من موقع آخر، فلم يتغير شيء. افتح الرابط من بريدك الإلكتروني واضغط على زره.",
    },
  },
} satisfies Record<Locale, LinkTexts>;
