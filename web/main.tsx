import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider, initialLocale, loadLocale } from "./i18n";
import { primeQueryCache } from "./lib/initial-data";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
primeQueryCache(queryClient);
const router = createAppRouter(queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
await loadLocale(initialLocale());

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  </StrictMode>,
);
