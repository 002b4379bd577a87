import { SEO_DEFAULT_TEXTS } from "@schema/seo";
import type { Dictionary } from "./en";

const ar: Dictionary = {
  meta: {
    title: SEO_DEFAULT_TEXTS.ar.title,
    notFoundTitle: "404 الصفحة غير موجودة",
  },
  nav: {
    forLearners: "للمتعلمين",
    becomeTeacher: "كن منشّطًا",
    pricing: "الأسعار",
    schedule: "الجدول",
    faq: "الأسئلة الشائعة",
    contact: "اتصل بنا",
    login: "الدخول إلى تطبيق الأعضاء",
    language: "اللغة",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
    home: "الصفحة الرئيسية لـ Café Talk",
    main: "التنقل الرئيسي",
    mobile: "قائمة الجوال",
  },
  pricing: {
    title: "أسعار بسيطة وواضحة",
    subtitle: "الأسعار لكل جلسة بالدينار التونسي. تختلف أسعار الجلسات في تونس العاصمة عن خارجها.",
    freeTrialTitle: "جلستك الأولى مجانية",
    freeTrialText: "جرّب محادثة حقيقية في المقهى قبل أن تدفع أي شيء. دون الحاجة إلى بطاقة بنكية.",
    claimTrial: "احجز جلستي المجانية",
    recommended: "موصى به",
    subscriptionName: "الاشتراك",
    subscriptionTagline: "{lessons} في الأسبوع، في مجموعات من {group} أشخاص كحد أقصى",
    // Arabic counts with the dual (جلستان) and a plural for 3 to 10 (جلسات).
    subscriptionLessons: {
      zero: "{n} جلسة",
      one: "جلسة واحدة",
      two: "جلستان",
      few: "{n} جلسات",
      many: "{n} جلسة",
      other: "{n} جلسة",
    },
    subscriptionSaving: "وفّر {percent}٪ مقارنة بالرصيد المرن",
    flexibleName: "الرصيد المرن",
    flexibleTagline: "ادفع لكل جلسة واحضر متى يناسبك",
    capitalPrice: "في تونس العاصمة",
    outsidePrice: "خارج تونس العاصمة",
    perSession: "للجلسة",
    fromPerSession: "ابتداءً من {price} د.ت للجلسة",
    currency: "د.ت",
    bottomCtaTitle: "لم تقرر بعد؟ ابدأ بجلسة مجانية.",
    bottomCta: "احجز تجربتي المجانية",
  },
  footer: {
    tagline: "جلسات محادثة في مجموعات صغيرة في المقاهي في كامل تونس.",
    quickLinks: "روابط سريعة",
    admin: "الإدارة",
    privacy: "سياسة الخصوصية",
    rights: "© {year} Café Talk. جميع الحقوق محفوظة.",
  },
  notFound: {
    title: "404 الصفحة غير موجودة",
    text: "الصفحة التي تبحث عنها غير موجودة أو تم نقلها.",
    home: "العودة إلى الصفحة الرئيسية",
  },
  common: {
    loading: "جارٍ التحميل...",
    backHome: "العودة إلى الصفحة الرئيسية",
    retry: "إعادة المحاولة",
    error: "خطأ",
  },
};

export default ar;
