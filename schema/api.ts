/** Shapes of API answers shared by the Worker and the SPA. */
import type { PlanType } from "./constants";

/** Every non-2xx JSON answer (DESIGN.md). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Field path → message, for validation failures. */
    fields?: Record<string, string>;
  };
}

/** A pricing plan as `GET /api/pricing` answers it. */
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
