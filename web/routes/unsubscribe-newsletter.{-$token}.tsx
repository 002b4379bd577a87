import { createFileRoute } from "@tanstack/react-router";
import { NewsletterLinkPage } from "@web/features/newsletter/NewsletterLinkPage";

export const Route = createFileRoute("/unsubscribe-newsletter/{-$token}")({
  component: function UnsubscribeNewsletter() {
    const { token } = Route.useParams();
    return <NewsletterLinkPage action="unsubscribe" token={token} />;
  },
});
