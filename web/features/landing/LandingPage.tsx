import { LeadFormsProvider, useLeadForms } from "@web/features/forms";
import { lazy, Suspense } from "react";
import { Header } from "./Header";
import { Hero } from "./Hero";
import { usePageHead } from "./usePageHead";

/**
 * What the first screen shows (header and hero) is in the page's first script; the sections
 * below come in a second one that starts loading as soon as rendering starts. On the page the
 * Worker rendered, React hydrates the top without waiting for it (selective hydration): the
 * header and the hero's buttons work sooner, and hydration runs as two shorter tasks.
 */
const loadBelowTheFold = () => import("./BelowTheFold");
const LaterSections = lazy(() => loadBelowTheFold().then((module) => ({ default: module.LaterSections })));
const LastSection = lazy(() => loadBelowTheFold().then((module) => ({ default: module.LastSection })));

/** The public landing page: every section of docs/product-rules.md#landing-page, in order, with one host for its modals. */
export function LandingPage() {
  usePageHead();
  return (
    <LeadFormsProvider>
      <LandingSections />
    </LeadFormsProvider>
  );
}

function LandingSections() {
  const { openLeadForm, preloadLeadForms } = useLeadForms();
  const joinAsLearner = () => openLeadForm("learner");
  // Every call to action that offers the free first session opens the learner form with it ticked.
  const claimFreeSession = () => openLeadForm("learner", { trialSession: true });
  const becomeTeacher = () => openLeadForm("teacher");
  const contact = () => openLeadForm("contact");
  return (
    <>
      <Header
        onJoinAsLearner={joinAsLearner}
        onBecomeTeacher={becomeTeacher}
        onContact={contact}
        onIntent={preloadLeadForms}
      />
      <main id="main">
        <Hero
          onJoinAsLearner={claimFreeSession}
          onBecomeTeacher={becomeTeacher}
          onPartnerCafe={() => openLeadForm("cafe_owner")}
          onIntent={preloadLeadForms}
        />
        <Suspense fallback={null}>
          <LaterSections onClaimTrial={claimFreeSession} onIntent={preloadLeadForms} />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <LastSection onContact={contact} onIntent={preloadLeadForms} />
      </Suspense>
    </>
  );
}
