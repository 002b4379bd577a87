/** Shapes of API answers shared by the Worker and the SPA. */
import type { Locale, PlanType } from "./constants";

/** Every non-2xx JSON answer (DESIGN.md). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Field path → message, for validation failures. */
    fields?: Record<string, string>;
  };
}

/** A pricing plan as `GET /api/pricing` and `GET /api/admin/pricing` answer it. */
export interface PricingPlan {
  id: number;
  planType: PlanType;
  capitalPrice: number;
  outsideCapitalPrice: number;
  features: string[];
  displayOrder: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A FAQ entry as the API answers it. `language` is the entry's locale (SPEC.md §7). */
export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
  language: Locale;
  category: string | null;
  sortOrder: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `POST /api/leads` answers 201 with the stored lead's id. */
export interface LeadCreated {
  id: number;
}
