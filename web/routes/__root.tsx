import type { QueryClient } from "@tanstack/react-query";
import { Outlet, createRootRouteWithContext } from "@tanstack/react-router";
import { Suspense, lazy } from "react";
import { NotFoundPage } from "@web/features/NotFoundPage";

// Every toast comes from a screen that is itself loaded on demand, so the toaster (and sonner)
// need not delay the landing page's first paint: it loads right after it.
const Toaster = lazy(() => import("@web/components/ui/toaster").then((module) => ({ default: module.Toaster })));

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  ),
  notFoundComponent: NotFoundPage,
});
