import type { NewsletterImportProblem, NewsletterImportResult } from "@schema/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { IMPORT_SUBSCRIBERS_CHANGES, importSubscribers } from "@web/api/admin/newsletter";
import { refreshAfterChange } from "@web/api/refresh";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Field } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Upload } from "lucide-react";
import { useState } from "react";

const REASONS: Record<NewsletterImportProblem["reason"], string> = {
  invalid_email: "not a valid email address",
  invalid_language: "language is not en, fr or ar",
  invalid_name: "name too long",
  duplicate: "repeats an earlier line",
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * Imports subscribers from a CSV (columns email, and optionally name and language): "Check file"
 * counts its rows without writing, then the import adds the new ones as pending, each sent a
 * confirmation email. The consent source is required: where these people agreed.
 */
export function ImportDialog() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [consentSource, setConsentSource] = useState("");
  const [missing, setMissing] = useState<{ file?: string; consentSource?: string }>({});
  const [checked, setChecked] = useState<NewsletterImportResult | null>(null);
  const queryClient = useQueryClient();

  const run = useMutation({
    mutationFn: async (dryRun: boolean) =>
      importSubscribers({ csv: await file!.text(), consentSource: consentSource.trim(), dryRun }),
    onSuccess: async (answer) => {
      setChecked(answer);
      if (!answer.dryRun) await refreshAfterChange(queryClient, IMPORT_SUBSCRIBERS_CHANGES);
    },
  });

  const reset = () => {
    setChecked(null);
    run.reset();
  };
  const check = () => {
    const problems = {
      file: file ? undefined : "Choose a CSV file",
      consentSource: consentSource.trim() ? undefined : "Say where these people agreed to receive the newsletter",
    };
    setMissing(problems);
    if (!problems.file && !problems.consentSource) run.mutate(true);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setFile(null);
      setConsentSource("");
      setMissing({});
      reset();
    }
  };
  const imported = checked && !checked.dryRun;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden className="size-4" />
        Import CSV
      </Button>
      <DialogContent
        title="Import subscribers"
        description="A CSV whose first line names its columns: email, and optionally name and language (en, fr or ar). Each new address is sent a confirmation email and gets newsletters only once confirmed."
        closeLabel="Close"
      >
        <div className="space-y-4">
          <Field label="CSV file" error={missing.file}>
            <Input
              type="file"
              accept=".csv,text/csv"
              disabled={run.isPending || Boolean(imported)}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                reset();
              }}
            />
          </Field>
          <Field
            label="Consent source"
            hint="Where these people agreed to receive the newsletter"
            error={missing.consentSource}
          >
            <Input
              value={consentSource}
              maxLength={200}
              disabled={run.isPending || Boolean(imported)}
              onChange={(e) => {
                setConsentSource(e.target.value);
                reset();
              }}
            />
          </Field>

          {run.error ? (
            <p role="alert" className="text-sm text-red-700">
              {run.error.message || "The import failed."}
            </p>
          ) : null}
          {checked ? <ImportSummary result={checked} /> : null}

          <div className="flex flex-wrap justify-end gap-3">
            {imported ? (
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            ) : (
              <>
                <Button variant="outline" disabled={run.isPending} onClick={check}>
                  {run.isPending && run.variables ? "Checking..." : "Check file"}
                </Button>
                {checked?.dryRun && checked.counts.new > 0 ? (
                  <Button disabled={run.isPending} onClick={() => run.mutate(false)}>
                    {run.isPending && !run.variables
                      ? "Importing..."
                      : `Import ${plural(checked.counts.new, "new subscriber")}`}
                  </Button>
                ) : null}
              </>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ImportSummary({ result }: { result: NewsletterImportResult }) {
  const { counts } = result;
  return (
    <section aria-label={result.dryRun ? "Check result" : "Import result"} className="space-y-2 text-sm">
      <p className="font-semibold text-stone-900">
        {result.dryRun
          ? `${plural(result.rows, "row")} checked; nothing imported yet.`
          : `Imported ${plural(counts.new, "new subscriber")}; each was sent a confirmation email.`}
      </p>
      <ul className="grid grid-cols-2 gap-1 text-stone-700">
        <li>New: {counts.new}</li>
        <li>Already subscribed: {counts.existing}</li>
        <li>Suppressed (bounced or complained): {counts.suppressed}</li>
        <li>Invalid or duplicate: {counts.invalid}</li>
      </ul>
      {result.problems.length > 0 ? (
        <div>
          <p className="text-stone-700">
            {counts.invalid > result.problems.length
              ? `The first ${result.problems.length} problem lines:`
              : "Problem lines:"}
          </p>
          <ul aria-label="Problem lines" className="list-disc ps-5 text-stone-700">
            {result.problems.map((problem) => (
              <li key={problem.line}>
                Line {problem.line}: <bdi>{problem.email || "(no address)"}</bdi> — {REASONS[problem.reason]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
