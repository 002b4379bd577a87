import { lazy, Suspense, useEffect, useState } from "react";

// Every toast comes from a screen that is itself loaded on demand, so the toaster (and sonner)
// need not delay first paint: it loads once the page is up. Rendering nothing until then also
// keeps it out of the Worker-rendered landing page, so hydration has nothing to match.
const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
