import { createFileRoute } from "@tanstack/react-router";
import { NewsletterLinkPage } from "@web/features/newsletter/NewsletterLinkPage";

export const Route = createFileRoute("/confirm-newsletter/{-$token}")({
  component: function ConfirmNewsletter() {
    const { token } = Route.useParams();
    return <NewsletterLinkPage action="confirm" token={token} />;
  },
});
