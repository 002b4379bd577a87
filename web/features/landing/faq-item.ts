/**
 * A question and its answer, as the FAQ shows it. In a module of its own so that each language's
 * list (default-faqs.*.ts) can name it without importing the loader that imports that list.
 */
export interface FaqItem {
  question: string;
  answer: string;
}
