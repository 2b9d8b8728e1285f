// Holds the page's requests matching a pattern until the test releases them, so a test can change
// the server's state (revoke a token, disable a user) at a moment it knows a call is under way.
// Waiting for the page to "settle" cannot give that order: an app loads and refreshes on its own.
import type { Page, Request } from '@playwright/test';

export type HeldRequest = {
  /** Resolves when the first matching request has left the page and is being held. */
  requested: Promise<void>;
  /** Lets every held request (and later ones) go on to the server. */
  release(): void;
};

/** `only` narrows the match further (a header, say); other requests to `url` go on at once. */
export async function holdRequest(page: Page, url: RegExp, only: (request: Request) => boolean = () => true): Promise<HeldRequest> {
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!only(route.request())) return route.fallback();
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}
