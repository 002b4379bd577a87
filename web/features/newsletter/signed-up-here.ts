/**
 * The addresses this browser signed up for the newsletter. The server answers every sign-up alike,
 * so that nobody learns from it who is subscribed; only what this browser did itself may be shown
 * as "Already Subscribed!". Kept as SHA-256 digests, so the storage lists no address.
 */
const STORAGE_KEY = "newsletter.signedUpHere";

async function digestOf(email: string): Promise<string> {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email.trim().toLowerCase()));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function stored(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === "string") : [];
  } catch {
    return []; // storage disabled or tampered with: nothing is known
  }
}

export async function signedUpHere(email: string): Promise<boolean> {
  return stored().includes(await digestOf(email));
}

export async function rememberSignedUpHere(email: string): Promise<void> {
  const digest = await digestOf(email);
  const digests = stored();
  if (digests.includes(digest)) return;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...digests, digest]));
  } catch {
    // storage disabled (private mode): the next sign-up here is answered as a first one
  }
}
