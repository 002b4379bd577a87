import type { SiteSettingsAnswer } from "@schema/api";
import { OFFER_WINDOW_HOURS } from "@schema/constants";
import { socialUrlField } from "@schema/inputs";
import { SOCIAL_NETWORKS } from "@schema/site";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SITE_SETTINGS_CHANGES, saveSiteSettings, siteSettingsQuery } from "@web/api/admin/site";
import { refreshAfterChange } from "@web/api/refresh";
import { FormLanguage, TextField } from "@web/components/form/fields";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toaster";
import { type ReactNode, useMemo } from "react";
import { FormProvider } from "react-hook-form";
import { usePageForm } from "../admin-form";
import { ReplyTemplates } from "./ReplyTemplates";
import { OFFER_WINDOW_FIELD, STAT_FIELDS, siteFormValues, siteSettingsForm } from "./site-form";

/**
 * /admin/site: the business's details the public pages show (footer, JSON-LD, member-app links)
 * and the stats band's figures. Whatever is left empty is not shown anywhere. Below them, the
 * reply templates of the leads' pages.
 */
export function SiteAdmin() {
  const settings = useQuery(siteSettingsQuery());
  if (settings.isPending) return <p role="status">Loading...</p>;
  if (settings.isError) {
    return (
      <p role="alert" className="text-red-800">
        Could not load the Site settings: {settings.error.message}
      </p>
    );
  }
  return (
    <>
      <SiteForm settings={settings.data} />
      <div className="mt-12">
        <ReplyTemplates />
      </div>
    </>
  );
}

function SiteForm({ settings }: { settings: SiteSettingsAnswer }) {
  const queryClient = useQueryClient();
  const values = useMemo(() => siteFormValues(settings), [settings]);
  const { form, submit, isSaving } = usePageForm({
    schema: siteSettingsForm,
    values,
    save: saveSiteSettings,
    onSaved: async (saved) => {
      queryClient.setQueryData(siteSettingsQuery().queryKey, saved);
      toast.success("Site settings updated successfully");
      await refreshAfterChange(queryClient, SITE_SETTINGS_CHANGES.slice(1));
    },
  });

  return (
    <FormLanguage value="en">
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="space-y-8">
          <p className="text-stone-700">
            What the public site shows about the business. A field left empty is not shown anywhere: no placeholder is
            ever published. Changes show on the next page view.
          </p>
          <Group title="Contact">
            <TextField
              name="contactPhone"
              label="Phone"
              type="tel"
              dir="ltr"
              hint="In international form, e.g. +216 71 000 000; stored as +21671000000."
            />
            <TextField name="contactEmail" label="Email" type="email" dir="ltr" />
            <TextField
              name="whatsappNumber"
              label="WhatsApp number"
              type="tel"
              dir="ltr"
              hint="In international form, e.g. +216 20 000 000."
            />
            <TextField
              name="memberAppUrl"
              label="Member app URL"
              dir="ltr"
              hint="The member app's login page (https://…): the header, app and footer links."
            />
          </Group>
          <Group title="Social links">
            {SOCIAL_NETWORKS.map((network) => (
              <TextField
                key={network.id}
                name={socialUrlField(network.id)}
                label={network.name}
                dir="ltr"
                hint={`https:// on ${network.domains.join(" or ")} (or a subdomain such as www.).`}
              />
            ))}
          </Group>
          <Group title="Stats band">
            {STAT_FIELDS.map((field) => (
              <TextField key={field.name} name={field.name} label={field.label} hint={field.hint} inputMode="numeric" />
            ))}
          </Group>
          <Group title="Waitlist">
            <TextField
              name={OFFER_WINDOW_FIELD.name}
              label={OFFER_WINDOW_FIELD.label}
              hint={OFFER_WINDOW_FIELD.hint}
              inputMode="numeric"
              placeholder={String(OFFER_WINDOW_HOURS.default)}
            />
          </Group>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? "Saving..." : "Save"}
          </Button>
        </form>
      </FormProvider>
    </FormLanguage>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-stone-200 p-5">
      <legend className="px-1 font-semibold text-stone-900">{title}</legend>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}
