// What the server (server.js) and the render runtime (render.js, one instance per remote build)
// hand each other.
import type { ComponentType, Provider } from 'react';

/** The catalogue's server entry (catalog-mfe/src/server/server-entry.tsx), as the runtime sees it. */
export interface RemoteServerModule {
  Routes: ComponentType;
  PageOrigin?: Provider<string | null>;
  prefetch?: (store: unknown, url: URL) => Promise<void>;
  pageHead?: (state: unknown, url: URL, origin: string) => PageHead;
  buildId?: string;
}

export interface PageHead {
  status: number;
  title: string;
  meta: { name?: string; property?: string; content: string }[];
  links: Record<string, string>[];
}

export interface RenderRequest {
  /** path and query, e.g. `/product/1?x=y` */
  url: string;
  /** `http://demo.localhost:4200` */
  origin: string;
  /** Aborts the render when the page's budget is spent. */
  signal: AbortSignal;
}

export type RenderResult =
  | {
      kind: 'html';
      status: number;
      head: PageHead;
      /** `<style data-emotion>` tags: the page's critical CSS. */
      styles: string;
      body: string;
      /** What the browser needs to hydrate the same page (store state). */
      state: unknown;
      /** The named lazy components drawn (shared-ui's lazyNamed): loaded before hydration. */
      lazy: string[];
    }
  | { kind: 'redirect'; location: string }
  /** Not rendered on the server: the browser renders it (platform host, unknown page…). */
  | { kind: 'client'; reason: string };

/** A catalogue page's data for the route's `_payload.json`. */
export type PayloadResult =
  /** The same state as the page's HTML carries; status 404 for a product that is not there. */
  | { kind: 'data'; status: number; state: unknown }
  /** No such page for this host (not a catalogue page, unknown company, platform host…). */
  | { kind: 'missing'; reason: string }
  /** The page exists but its data cannot be had here now (no server build, API unreachable). */
  | { kind: 'unavailable'; reason: string };

export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
  payload(request: RenderRequest): Promise<PayloadResult>;
  /** The remote's build id, or null when this runtime has no remote (error pages only). */
  remoteBuild: string | null;
}

export interface RuntimeOptions {
  /** The remote's server build: its code and file name, or null when it has none. */
  remote: { code: string; filename: string } | null;
}
