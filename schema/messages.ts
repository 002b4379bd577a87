/**
 * Validation messages. Zod schemas carry these stable codes as their messages; the Worker
 * answers with the English text and the SPA shows the text of the visitor's locale.
 * English texts are the product's reference (docs/product-rules.md#validation).
 */
import type { Locale } from "./constants";

export const validationMessages = {
  required: { en: "Required", fr: "Obligatoire", ar: "حقل مطلوب" },
  invalid_email: {
    en: "Please enter a valid email",
    fr: "Veuillez saisir une adresse e-mail valide",
    ar: "يرجى إدخال بريد إلكتروني صالح",
  },
  name_required: { en: "Name is required", fr: "Le nom est obligatoire", ar: "الاسم مطلوب" },
  subject_required: { en: "Subject is required", fr: "L'objet est obligatoire", ar: "الموضوع مطلوب" },
  message_too_short: {
    en: "Message must be at least 10 characters",
    fr: "Le message doit contenir au moins 10 caractères",
    ar: "يجب أن تتكون الرسالة من 10 أحرف على الأقل",
  },
  city_select: { en: "Please select your city", fr: "Veuillez choisir votre ville", ar: "يرجى اختيار مدينتك" },
  city_required: { en: "City is required", fr: "La ville est obligatoire", ar: "المدينة مطلوبة" },
  languages_required: {
    en: "Please select at least one language",
    fr: "Veuillez choisir au moins une langue",
    ar: "يرجى اختيار لغة واحدة على الأقل",
  },
  level_required: {
    en: "Please select your current level",
    fr: "Veuillez choisir votre niveau actuel",
    ar: "يرجى اختيار مستواك الحالي",
  },
  whatsapp_required: {
    en: "WhatsApp number is required when WhatsApp is selected",
    fr: "Le numéro WhatsApp est obligatoire si vous choisissez WhatsApp",
    ar: "رقم واتساب مطلوب عند اختيار واتساب",
  },
  motivation_required: {
    en: "Please describe your motivation",
    fr: "Veuillez décrire votre motivation",
    ar: "يرجى وصف دوافعك",
  },
  cafe_name_required: { en: "Café name is required", fr: "Le nom du café est obligatoire", ar: "اسم المقهى مطلوب" },
  cafe_address_required: {
    en: "Café address is required",
    fr: "L'adresse du café est obligatoire",
    ar: "عنوان المقهى مطلوب",
  },
  title_required: { en: "Title is required", fr: "Le titre est obligatoire", ar: "العنوان مطلوب" },
  question_required: { en: "Question is required", fr: "La question est obligatoire", ar: "السؤال مطلوب" },
  answer_required: { en: "Answer is required", fr: "La réponse est obligatoire", ar: "الإجابة مطلوبة" },
  max_participants_range: {
    en: "Max participants must be between 2 and 12",
    fr: "Le nombre de participants doit être compris entre 2 et 12",
    ar: "يجب أن يكون عدد المشاركين بين 2 و12",
  },
  starts_at_required: {
    en: "Choose the date and time of the first session",
    fr: "Choisissez la date et l'heure de la première séance",
    ar: "اختر تاريخ ووقت الجلسة الأولى",
  },
  duration_range: {
    en: "Duration must be between 15 and 360 minutes",
    fr: "La durée doit être comprise entre 15 et 360 minutes",
    ar: "يجب أن تكون المدة بين 15 و360 دقيقة",
  },
  repeat_days_required: {
    en: "Choose the days it repeats on, the first session's day among them",
    fr: "Choisissez les jours de répétition, dont celui de la première séance",
    ar: "اختر أيام التكرار، ومنها يوم الجلسة الأولى",
  },
  repeat_until_before_start: {
    en: "The end date must be on or after the first session",
    fr: "La date de fin doit être le jour de la première séance ou après",
    ar: "يجب أن يكون تاريخ الانتهاء في يوم الجلسة الأولى أو بعده",
  },
  repeat_end_one_only: {
    en: "End on a date or after a number of sessions, not both",
    fr: "Terminez à une date ou après un nombre de séances, pas les deux",
    ar: "اختر الانتهاء في تاريخ أو بعد عدد من الجلسات، لا كليهما",
  },
  repeat_count_range: {
    en: "The number of sessions must be between 1 and 104",
    fr: "Le nombre de séances doit être compris entre 1 et 104",
    ar: "يجب أن يكون عدد الجلسات بين 1 و104",
  },
  published_needs_date: {
    en: "A session needs a date before it is published",
    fr: "Une séance a besoin d'une date avant d'être publiée",
    ar: "تحتاج الجلسة إلى تاريخ قبل نشرها",
  },
  occurrence_not_in_series: {
    en: "This session has no occurrence at that time",
    fr: "Cette séance n'a pas d'occurrence à cette heure",
    ar: "لا توجد جلسة في هذا الموعد",
  },
  occurrence_conflict: {
    en: "Another date of this session is already at that time",
    fr: "Une autre date de cette séance est déjà à cette heure",
    ar: "يوجد موعد آخر لهذه الجلسة في هذا الوقت",
  },
  invalid_integer: {
    en: "Must be a whole number",
    fr: "Doit être un nombre entier",
    ar: "يجب أن يكون عددًا صحيحًا",
  },
  invalid_choice: { en: "Invalid choice", fr: "Choix invalide", ar: "اختيار غير صالح" },
  ids_required: {
    en: "Select at least one request",
    fr: "Sélectionnez au moins une demande",
    ar: "اختر طلبًا واحدًا على الأقل",
  },
  too_many_ids: {
    en: "At most 100 requests at a time",
    fr: "100 demandes au plus à la fois",
    ar: "100 طلب على الأكثر في المرة الواحدة",
  },
  duplicate_ids: {
    en: "Each request at most once",
    fr: "Chaque demande une seule fois",
    ar: "كل طلب مرة واحدة فقط",
  },
  invalid_date: {
    en: "Enter a date as YYYY-MM-DD",
    fr: "Saisissez une date au format AAAA-MM-JJ",
    ar: "أدخل التاريخ بالصيغة YYYY-MM-DD",
  },
  password_too_short: {
    en: "At least 8 characters",
    fr: "Au moins 8 caractères",
    ar: "8 أحرف على الأقل",
  },
  password_too_long: {
    en: "At most 128 characters",
    fr: "Au plus 128 caractères",
    ar: "128 حرفًا على الأكثر",
  },
  password_too_common: {
    en: "This is one of the most common passwords: choose another",
    fr: "C'est l'un des mots de passe les plus courants : choisissez-en un autre",
    ar: "هذه إحدى كلمات المرور الأكثر شيوعًا: اختر غيرها",
  },
  password_contains_email: {
    en: "Must not contain the email address's name (the part before @)",
    fr: "Ne doit pas contenir le nom de l'adresse e-mail (la partie avant @)",
    ar: "يجب ألا تحتوي على اسم عنوان البريد الإلكتروني (الجزء الذي يسبق @)",
  },
  password_unchanged: {
    en: "Choose a password of your own, not the one you were given",
    fr: "Choisissez votre propre mot de passe, pas celui qui vous a été donné",
    ar: "اختر كلمة مرور خاصة بك، لا تلك التي أُعطيت لك",
  },
  too_long: { en: "Too long", fr: "Trop long", ar: "النص طويل جدًا" },
  search_too_short: {
    en: "Type at least 2 characters",
    fr: "Saisissez au moins 2 caractères",
    ar: "اكتب حرفين على الأقل",
  },
  totp_code_format: {
    en: "The 6 digits your app shows",
    fr: "Les 6 chiffres affichés par votre application",
    ar: "الأرقام الستة التي يعرضها تطبيقك",
  },
  newsletter_english_required: {
    en: "Please provide at least English subject and body",
    fr: "Veuillez fournir au moins l'objet et le contenu en anglais",
    ar: "يرجى تقديم الموضوع والمحتوى باللغة الإنجليزية على الأقل",
  },
  newsletter_test_recipients: {
    en: "A test goes to at most 5 addresses",
    fr: "Un test part vers 5 adresses au plus",
    ar: "يُرسل الاختبار إلى 5 عناوين على الأكثر",
  },
  newsletter_body_html: {
    en: "Write the body in Markdown: HTML tags such as <script> are not allowed.",
    fr: "Rédigez le contenu en Markdown : les balises HTML comme <script> ne sont pas acceptées.",
    ar: "اكتب المحتوى بصيغة Markdown: وسوم HTML مثل <script> غير مسموح بها.",
  },
  invalid_value: { en: "Invalid value", fr: "Valeur invalide", ar: "قيمة غير صالحة" },
  invalid_phone: {
    en: "Enter the number in international form, e.g. +216 71 000 000",
    fr: "Saisissez le numéro au format international, par ex. +216 71 000 000",
    ar: "أدخل الرقم بالصيغة الدولية، مثل ‎+216 71 000 000",
  },
  wrong_network_host: {
    en: "This is not a link to this network's site",
    fr: "Ce lien ne mène pas au site de ce réseau",
    ar: "هذا ليس رابطًا إلى موقع هذه الشبكة",
  },
  invalid_count: {
    en: "Enter a whole number of at least 1, or leave it empty",
    fr: "Saisissez un nombre entier d'au moins 1, ou laissez vide",
    ar: "أدخل عددًا صحيحًا لا يقل عن 1، أو اتركه فارغًا",
  },
  offer_window_range: {
    en: "The offer window must be a whole number of hours from 1 to 72, or empty for the default (12)",
    fr: "Le délai de l'offre doit être un nombre entier d'heures de 1 à 72, ou vide pour la valeur par défaut (12)",
    ar: "يجب أن تكون مدة العرض عددًا صحيحًا من الساعات بين 1 و72، أو فارغة للقيمة الافتراضية (12)",
  },
  invalid_percent: {
    en: "Enter a whole percentage from 0 to 100, or leave it empty",
    fr: "Saisissez un pourcentage entier de 0 à 100, ou laissez vide",
    ar: "أدخل نسبة مئوية صحيحة من 0 إلى 100، أو اتركها فارغة",
  },
  unknown_pricing_plan: {
    en: "This pricing plan does not exist",
    fr: "Ce forfait n'existe pas",
    ar: "خطة الأسعار هذه غير موجودة",
  },
  unknown_cafe: {
    en: "This café does not exist",
    fr: "Ce café n'existe pas",
    ar: "هذا المقهى غير موجود",
  },
  inactive_cafe: {
    en: "This café is inactive: make it active on the Cafés page, or choose another",
    fr: "Ce café est inactif : réactivez-le sur la page Cafés, ou choisissez-en un autre",
    ar: "هذا المقهى غير نشط: فعّله في صفحة المقاهي، أو اختر غيره",
  },
  latitude_range: {
    en: "Enter a latitude in Tunisia, between 30 and 38 (e.g. 36.8065)",
    fr: "Saisissez une latitude en Tunisie, entre 30 et 38 (par ex. 36.8065)",
    ar: "أدخل خط عرض داخل تونس، بين 30 و38 (مثل 36.8065)",
  },
  longitude_range: {
    en: "Enter a longitude in Tunisia, between 7 and 12 (e.g. 10.1815)",
    fr: "Saisissez une longitude en Tunisie, entre 7 et 12 (par ex. 10.1815)",
    ar: "أدخل خط طول داخل تونس، بين 7 و12 (مثل 10.1815)",
  },
  coordinates_pair: {
    en: "Give both latitude and longitude, or neither",
    fr: "Indiquez la latitude et la longitude, ou aucune des deux",
    ar: "أدخل خط العرض وخط الطول معًا، أو لا شيء منهما",
  },
  invalid_characters: {
    en: "Contains invisible control characters; retype it",
    fr: "Contient des caractères de contrôle invisibles ; retapez-le",
    ar: "يحتوي على أحرف تحكم غير مرئية؛ أعد كتابته",
  },
  invalid_url: {
    en: "Enter a full address starting with https://",
    fr: "Saisissez une adresse complète commençant par https://",
    ar: "أدخل عنوانًا كاملًا يبدأ بـ https://",
  },
  invalid_site_url: {
    en: "Enter the site's address with https:// and no path, e.g. https://cafetalk.tn",
    fr: "Saisissez l'adresse du site avec https:// et sans chemin, par ex. https://cafetalk.tn",
    ar: "أدخل عنوان الموقع مع https:// ودون مسار، مثل https://cafetalk.tn",
  },
  invalid_og_type: {
    en: "Use an Open Graph type such as website or article",
    fr: "Utilisez un type Open Graph comme website ou article",
    ar: "استخدم نوع Open Graph مثل website أو article",
  },
  invalid_handle: {
    en: "Use a handle such as @cafetalk (letters, digits, _; at most 15)",
    fr: "Utilisez un identifiant comme @cafetalk (lettres, chiffres, _ ; 15 au plus)",
    ar: "استخدم معرّفًا مثل ‎@cafetalk (حروف وأرقام و_؛ 15 على الأكثر)",
  },
  invalid_tracking_id: {
    en: "This id does not have the expected format",
    fr: "Cet identifiant n'a pas le format attendu",
    ar: "هذا المعرّف ليس بالصيغة المتوقعة",
  },
  note_required: { en: "Write the note first", fr: "Écrivez d'abord la note", ar: "اكتب الملاحظة أولًا" },
  close_reason_required: {
    en: "Choose why the lead is closed",
    fr: "Choisissez pourquoi le contact est clos",
    ar: "اختر سبب إغلاق جهة الاتصال",
  },
  close_reason_only_when_closing: {
    en: "A reason is only given when closing",
    fr: "Une raison ne s'indique qu'à la clôture",
    ar: "لا يُذكر السبب إلا عند الإغلاق",
  },
  template_required: {
    en: "Write the message, or keep the default",
    fr: "Écrivez le message, ou gardez celui par défaut",
    ar: "اكتب الرسالة، أو احتفظ بالرسالة الافتراضية",
  },
  unknown_placeholder: {
    en: "Unknown placeholder: use {name}, {firstName}, {city}, {languages} or {cafe}",
    fr: "Champ inconnu : utilisez {name}, {firstName}, {city}, {languages} ou {cafe}",
    ar: "حقل غير معروف: استخدم {name} أو {firstName} أو {city} أو {languages} أو {cafe}",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ValidationMessageCode = keyof typeof validationMessages;

/** Whether `value` is one of a table's codes (validation messages, visitor errors). */
export const isCodeOf = <T extends object>(table: T, value: unknown): value is keyof T & string =>
  typeof value === "string" && Object.hasOwn(table, value);

const isValidationMessageCode = (value: string): value is ValidationMessageCode => isCodeOf(validationMessages, value);

/** Text of a zod issue message in a locale; unknown messages fall back to 'Invalid value'. */
export function validationText(message: string, locale: Locale): string {
  return isValidationMessageCode(message)
    ? validationMessages[message][locale]
    : validationMessages.invalid_value[locale];
}
