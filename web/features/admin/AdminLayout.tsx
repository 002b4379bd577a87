import type { AuthUser } from "@schema/api";
import type { QueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { Link, Outlet, type ParsedLocation, redirect, useLocation, useMatches } from "@tanstack/react-router";
import { authUserQuery } from "@web/api/auth";
import { Button, buttonVariants } from "@web/components/ui/button";
import { useDocumentTitle, useI18n } from "@web/i18n";
import { cn } from "@web/lib/cn";
import { LogOut, Menu, X } from "lucide-react";
import { Direction } from "radix-ui";
import { type ReactNode, useCallback, useLayoutEffect, useState } from "react";
import { AdminNav } from "./AdminNav";
import { ChooseNewPassword } from "./account/ChooseNewPassword";
import type { AdminPageMeta } from "./sections";

const CHOOSE_PASSWORD_TITLE = "Choose a new password";
const ACCOUNT_PAGE = "/admin/account";

const mustSetUpSecondFactor = (user: AuthUser) =>
  user.secondFactor.required && !user.secondFactor.set && !user.passwordMustChange;

/** The sign-in page, which brings the admin back to `page` (a path with its search) afterwards. */
const signInUrl = (page: string) => `/api/login?next=${encodeURIComponent(page)}`;

/**
 * The admin layout route's `beforeLoad`: who is signed in decides where the visitor goes before any
 * page loads. A signed-out visitor of any /admin page goes to the sign-in page (the Worker's, so a
 * whole page load), which returns them to the same page, search included; where a second factor is
 * required, an admin without one is sent to set it up on their account page (the API refuses the
 * rest with second_factor_required meanwhile). A failed check and a password to choose are said by
 * the layout itself.
 */
export async function adminGate({ queryClient, location }: { queryClient: QueryClient; location: ParsedLocation }) {
  const user = await queryClient.ensureQueryData(authUserQuery()).catch(() => undefined);
  if (user === null) throw redirect({ href: signInUrl(location.href), reloadDocument: true, replace: true });
  if (user && mustSetUpSecondFactor(user) && location.pathname !== ACCOUNT_PAGE) {
    throw redirect({ to: ACCOUNT_PAGE, replace: true });
  }
}

/** The page being shown: the deepest match's `staticData.admin`. */
function useAdminPage(): AdminPageMeta | undefined {
  return useMatches({ select: (matches) => matches.findLast((match) => match.staticData.admin)?.staticData.admin });
}

/** The back office frame around every /admin page, once the gate let the visitor in. Admin screens are in English. */
export function AdminLayout() {
  const auth = useQuery(authUserQuery());
  const page = useAdminPage();
  let body: ReactNode;
  if (auth.isPending) body = <p role="status">Loading...</p>;
  else if (auth.isError) body = <ConnectionError />;
  // Signed out while here (the session ended): a way to sign in again and come back to this page.
  else if (!auth.data) body = <AuthenticationRequired />;
  else if (auth.data.passwordMustChange) body = <ChooseNewPassword />;
  else body = <Outlet />;
  const title = auth.data?.passwordMustChange ? CHOOSE_PASSWORD_TITLE : (page?.title ?? "");
  return (
    <AdminFrame title={title} user={auth.isError ? null : (auth.data ?? null)}>
      {body}
    </AdminFrame>
  );
}

/** What shows while the gate asks who is signed in. */
export function AdminPending() {
  return (
    <AdminFrame title={useAdminPage()?.title ?? ""} user={null}>
      <p role="status">Loading...</p>
    </AdminFrame>
  );
}

function AdminFrame({ title, user, children }: { title: string; user: AuthUser | null; children: ReactNode }) {
  useDocumentTitle(`${title} · Café Talk admin`);
  useEnglishDocument();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const signedIn = user != null;
  const showNav = signedIn && !user.passwordMustChange;

  return (
    <Direction.Provider dir="ltr">
      <div lang="en" dir="ltr" className="min-h-dvh bg-stone-50">
        {/* A button, not a fragment link: following "#admin-main" is a navigation the router
            handles too, and a CI run saw it leave focus on <body> instead of the content. */}
        <button
          type="button"
          onClick={() => document.getElementById("admin-main")?.focus()}
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </button>
        <header className="border-b border-stone-200 bg-white">
          <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4">
            <Link to="/admin" className="font-bold text-stone-900">
              Café Talk admin
            </Link>
            {signedIn ? (
              <>
                {showNav ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ms-auto lg:hidden"
                    aria-expanded={menuOpen}
                    aria-controls="admin-nav"
                    onClick={() => setMenuOpen((open) => !open)}
                  >
                    {menuOpen ? <X aria-hidden className="size-4" /> : <Menu aria-hidden className="size-4" />}
                    Menu
                  </Button>
                ) : null}
                <a
                  href="/api/auth/logout"
                  className={cn(buttonVariants({ variant: "ghost", size: "sm" }), showNav ? "lg:ms-auto" : "ms-auto")}
                >
                  <LogOut aria-hidden className="size-4" />
                  Log out
                </a>
              </>
            ) : null}
          </div>
        </header>
        <div className="mx-auto max-w-7xl lg:flex lg:gap-8 lg:px-4">
          {showNav ? <AdminNav id="admin-nav" open={menuOpen} onClose={closeMenu} /> : null}
          <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-8 lg:px-0">
            <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
            <div className="mt-6">{children}</div>
          </main>
        </div>
      </div>
    </Direction.Provider>
  );
}

/**
 * The back office is in English, left to right, whatever the visitor chose for the public site;
 * dialogs are portalled to <body>, so the document itself must say so. Restored on leaving.
 */
function useEnglishDocument() {
  const { locale, dir } = useI18n();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.languageLocked = "true";
    root.lang = "en";
    root.dir = "ltr";
    return () => {
      delete root.dataset.languageLocked;
      root.lang = locale;
      root.dir = dir;
    };
  }, [locale, dir]);
}

function ConnectionError() {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-red-800">Connection Error</h2>
      <p className="mt-2 text-stone-700">
        Unable to verify authentication. Please check your connection and try again.
      </p>
      <Button className="mt-4" onClick={() => window.location.reload()}>
        Retry
      </Button>
    </div>
  );
}

function AuthenticationRequired() {
  const { href } = useLocation();
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-stone-900">Authentication Required</h2>
      <p className="mt-2 text-stone-700">Please log in to use this page.</p>
      <a href={signInUrl(href)} className={cn(buttonVariants(), "mt-4")}>
        Log In
      </a>
    </div>
  );
}
