import type { FaqItem } from "./faq-item";

export default [
  {
    question: "Is the first session really free?",
    answer:
      "Yes. Your first session is free and we never ask for a credit card. Fill in the learner form and we'll schedule it within 24-48 hours.",
  },
  {
    question: "How does a session work?",
    answer:
      "You meet a conversation guide and a small group of learners in a partner café. You talk about everyday life, travel, work and culture; the guide keeps the conversation going and helps whenever you get stuck.",
  },
  {
    question: "How many people are in a group?",
    answer: "At most 4 learners, plus the guide. Small groups mean everyone speaks a lot.",
  },
  {
    question: "Which languages can I practise?",
    answer:
      "English, French, German, Spanish, Italian, Turkish, Portuguese, Arabic and Chinese. A group opens for a language as soon as enough learners near you sign up.",
  },
  {
    question: "Where do sessions take place?",
    answer:
      "In partner cafés, starting in Tunis and Sousse. New cities open as groups fill up, and the schedule shows every session currently open.",
  },
  {
    question: "Do I need a certain level?",
    answer:
      "No. Groups are formed by level, from beginners to fluent speakers who want to keep practising. Tell us your level in the form and we'll find the right group.",
  },
  {
    question: "How much does it cost?",
    answer:
      "You pay per session in TND, either with a subscription of 2 sessions a week or with flexible credits you use when it suits you. Prices in Tunis and outside Tunis differ slightly: see the pricing section.",
  },
  {
    question: "Can I move a session?",
    answer: "Yes. Subscribers can reschedule a session with at least 24 hours' notice.",
  },
  {
    question: "Who are the conversation guides?",
    answer:
      "Native or fluent speakers who enjoy helping others speak. No teaching degree is needed, and we meet every guide before their first session.",
  },
  {
    question: "How do I follow my progress?",
    answer:
      "In the member app: track your progress, read your guide's feedback, get a reminder before each session and keep an eye on your credits.",
  },
] satisfies FaqItem[];
