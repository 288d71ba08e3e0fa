// Answers the page's head script asked for before the app ran (src/app/first-paint.ts, MEMBER_DATA_PRELOADS in
// src/app/route-preloads.ts): each is handed once, to the app's first request of the same path made with the same
// token; every other request, and that one when the token has changed since, is fetched anew.
interface EarlyRequest {
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    saegilEarly?: Record<string, EarlyRequest>;
  }
}

/** The window property the head script fills. */
export const EARLY_REQUESTS = 'saegilEarly' satisfies keyof Window;

export function takeEarlyResponse(path: string, token: string | null): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window[EARLY_REQUESTS];
  const request = early?.[path];
  if (!early || !request) return undefined;
  delete early[path];
  return request.token === token ? request.response : undefined;
}
