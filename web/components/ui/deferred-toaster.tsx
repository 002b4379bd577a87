import { lazy, Suspense, useEffect, useState } from "react";
import { whenToasterWanted } from "./toaster-wanted";

// Every toast comes from a screen that is itself loaded on demand (a form, an admin page), and
// each of them imports ./toaster: the toaster (and sonner) loads with the first such screen,
// not with the page. Rendering nothing until then also keeps it out of the Worker-rendered
// landing page, so hydration has nothing to match. Sonner shows a toast fired before its
// toaster mounted once it does.
const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

export function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToasterWanted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
