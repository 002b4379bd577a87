import { defineMessages } from "@web/i18n/messages";

const en = {
  title: "Privacy policy",
  intro:
    "Café Talk runs small-group language conversation sessions in cafés across Tunisia. This page explains what we do with the information you give us on this site.",
  sections: [
    {
      heading: "What we collect",
      text: "What you type into our forms: your name and email address, your city, the languages and level you choose, your preferred contact method and WhatsApp number, and your message. Café owners also give their café's name and address. When you request a spot, we keep the session you chose; when you subscribe to the newsletter, your email address and, if you give it, your name.",
    },
    {
      heading: "Why we use it",
      text: "Only to answer you: to contact you, find you a group, schedule your sessions, send you a copy of what you submitted and, if you subscribed, our newsletter. We never sell your data or share it with advertisers.",
    },
    {
      heading: "Where it is kept",
      text: "In the database of this site, hosted by Cloudflare. Our emails are sent through an email delivery service that receives only what it needs to deliver them.",
    },
    {
      heading: "How long we keep it",
      text: "As long as we need it to answer you and to run your sessions. Every newsletter contains a link to unsubscribe, which removes you from the list.",
    },
    {
      heading: "Cookies and storage",
      text: "The site remembers the language you chose in your browser's storage. When audience measurement is switched on, its tools may set their own cookies to count visits. The back office uses one cookie to keep administrators signed in.",
    },
    {
      heading: "Your rights",
      text: "You can ask to see, correct or delete your data at any time by writing to us. Tunisian law on the protection of personal data (Organic Law No. 2004-63) applies.",
    },
  ],
  contact: "Write to us:",
  back: "Back to the home page",
};

export const privacyMessages = defineMessages<typeof en>({
  en,
  fr: {
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
  },
  ar: {
    title: "سياسة الخصوصية",
    intro:
      "تنظّم Café Talk جلسات محادثة باللغات في مجموعات صغيرة في المقاهي في كامل تونس. توضّح هذه الصفحة ما نفعله بالمعلومات التي تقدّمها لنا على هذا الموقع.",
    sections: [
      {
        heading: "ما الذي نجمعه",
        text: "ما تكتبه في استماراتنا: اسمك وبريدك الإلكتروني، ومدينتك، واللغات والمستوى الذي تختاره، ووسيلة التواصل المفضلة ورقم واتساب، ورسالتك. ويقدّم أصحاب المقاهي أيضًا اسم المقهى وعنوانه. عند طلب مكان نحتفظ بالجلسة التي اخترتها، وعند الاشتراك في النشرة الإخبارية نحتفظ ببريدك الإلكتروني واسمك إن قدّمته.",
      },
      {
        heading: "لماذا نستعملها",
        text: "للرد عليك فقط: للتواصل معك، وإيجاد مجموعة لك، وتحديد مواعيد جلساتك، وإرسال نسخة مما أرسلته، ونشرتنا الإخبارية إن اشتركت فيها. لا نبيع بياناتك أبدًا ولا نشاركها مع المعلنين.",
      },
      {
        heading: "أين تُحفظ",
        text: "في قاعدة بيانات هذا الموقع التي تستضيفها Cloudflare. تُرسل رسائلنا عبر خدمة بريد لا تتلقى إلا ما تحتاجه لإيصالها.",
      },
      {
        heading: "مدة الاحتفاظ بها",
        text: "طالما نحتاجها للرد عليك وتنظيم جلساتك. تحتوي كل نشرة إخبارية على رابط لإلغاء الاشتراك يحذفك من القائمة.",
      },
      {
        heading: "ملفات تعريف الارتباط والتخزين",
        text: "يتذكّر الموقع اللغة التي اخترتها في ذاكرة متصفحك. عند تفعيل قياس الزيارات قد تضع أدواته ملفات تعريف ارتباط خاصة بها لعدّ الزيارات. وتستعمل لوحة الإدارة ملف تعريف ارتباط واحدًا لإبقاء المسؤولين متصلين.",
      },
      {
        heading: "حقوقك",
        text: "يمكنك في أي وقت أن تطلب الاطلاع على بياناتك أو تصحيحها أو حذفها بمراسلتنا. ويُطبّق القانون التونسي لحماية المعطيات الشخصية (القانون الأساسي عدد 63 لسنة 2004).",
      },
    ],
    contact: "راسلنا:",
    back: "العودة إلى الصفحة الرئيسية",
  },
});
