import type { NewsletterMessages } from "./messages.en";

export default {
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
} satisfies NewsletterMessages;
