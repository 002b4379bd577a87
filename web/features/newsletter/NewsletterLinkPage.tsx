import { TEST_SEND_UNSUBSCRIBE_TOKEN } from "@schema/constants";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { followNewsletterLink, type NewsletterLinkAction } from "@web/api/newsletter-links";
import { Icon } from "@web/components/icons/Icon";
import { Button } from "@web/components/ui/button";
import { useDocumentTitle, useI18n } from "@web/i18n";
import { ApiRequestError } from "@web/lib/api";
import { visitorErrorText } from "@web/lib/visitor-error";

/**
 * The page behind the emailed confirm and unsubscribe links: it says what the link does and acts
 * only when its button is pressed, so a mail gateway that opens the link changes nothing.
 */
export function NewsletterLinkPage({ action, token }: { action: NewsletterLinkAction; token: string | undefined }) {
  const { t, locale } = useI18n();
  const texts = t.newsletterPages;
  const follow = useMutation({ mutationFn: (linkToken: string) => followNewsletterLink(action, linkToken) });

  const copy =
    action === "confirm"
      ? {
          promptTitle: texts.confirmPromptTitle,
          promptText: texts.confirmPromptText,
          button: texts.confirmButton,
          loading: texts.confirmLoading,
          successTitle: texts.confirmSuccessTitle,
          successText: texts.confirmSuccessText,
          note: texts.confirmSuccessNote,
          errorTitle: texts.confirmErrorTitle,
          errorFallback: texts.confirmErrorFallback,
          networkError: texts.confirmNetworkError,
          invalidText: texts.confirmInvalidText,
        }
      : {
          promptTitle: texts.unsubscribePromptTitle,
          promptText: texts.unsubscribePromptText,
          button: texts.unsubscribeButton,
          loading: texts.unsubscribeLoading,
          successTitle: texts.unsubscribeSuccessTitle,
          successText: texts.unsubscribeSuccessText,
          note: texts.unsubscribeFarewell,
          errorTitle: texts.unsubscribeErrorTitle,
          errorFallback: texts.unsubscribeErrorFallback,
          networkError: texts.unsubscribeNetworkError,
          invalidText: texts.unsubscribeInvalidText,
        };

  let state: { icon: "prompt" | "test" | "loading" | "ok" | "fail"; title: string; text: string; note?: string };
  if (!token) state = { icon: "fail", title: texts.invalidTitle, text: copy.invalidText };
  // An admin's test send names no subscriber: its link explains itself instead of failing.
  else if (action === "unsubscribe" && token === TEST_SEND_UNSUBSCRIBE_TOKEN)
    state = { icon: "test", title: texts.testSendTitle, text: texts.testSendText };
  else if (follow.isIdle) state = { icon: "prompt", title: copy.promptTitle, text: copy.promptText };
  else if (follow.isPending) state = { icon: "loading", title: copy.loading, text: "" };
  else if (follow.isSuccess && follow.data.success) {
    // The confirm page shows its fixed text; the unsubscribe page prefers the server's message,
    // which is written in English, so French and Arabic readers get their own text.
    const text =
      action === "unsubscribe" && locale === "en" ? (follow.data.message ?? copy.successText) : copy.successText;
    state = { icon: "ok", title: copy.successTitle, text, note: copy.note };
  } else {
    // An answer the server refused is told from its code in the visitor's language (its English
    // message only for a code this build does not know); no answer at all is the network text.
    const text =
      follow.isError && follow.error instanceof ApiRequestError
        ? visitorErrorText(follow.error, locale)
        : follow.isError
          ? copy.networkError
          : copy.errorFallback;
    state = { icon: "fail", title: copy.errorTitle, text };
  }

  useDocumentTitle(state.title);

  return (
    <main className="grid min-h-dvh place-items-center bg-orange-50/60 px-4">
      <div role="status" aria-live="polite" className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm">
        {state.icon === "prompt" || state.icon === "test" ? (
          <Icon name="mail-check" className="mx-auto size-12 text-orange-700" />
        ) : state.icon === "loading" ? (
          <Icon name="loader-circle" className="mx-auto size-12 animate-spin text-orange-700" />
        ) : state.icon === "ok" ? (
          <Icon name="circle-check" className="mx-auto size-12 text-green-700" />
        ) : (
          <Icon name="circle-x" className="mx-auto size-12 text-red-700" />
        )}
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{state.title}</h1>
        {state.text ? <p className="mt-3 text-stone-700">{state.text}</p> : null}
        {state.note ? <p className="mt-2 text-sm text-stone-600">{state.note}</p> : null}
        {state.icon === "prompt" && token ? (
          <Button type="button" className="mt-6" onClick={() => follow.mutate(token)}>
            {copy.button}
          </Button>
        ) : null}
        {state.icon === "ok" || state.icon === "fail" || state.icon === "test" ? (
          <Link to="/" className="mt-6 inline-block font-semibold text-orange-800 underline">
            {t.common.backHome}
          </Link>
        ) : null}
      </div>
    </main>
  );
}
