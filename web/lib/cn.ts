import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve Tailwind conflicts (tailwind-merge would add 8 KB to
 * every visitor's first load): a `className` given to a component may add properties but must
 * not set one the component already sets — give the component a variant or a prop instead.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
