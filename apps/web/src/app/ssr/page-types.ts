import type { QueryKey } from '@tanstack/react-query';
import { WEB_BASE } from '@portal/contract';
import type { StructuredData } from './structured-data';

/** One API read a page is drawn from: the server asks `url`, the page reads it by `key`. */
export interface PageRead {
  key: QueryKey;
  url: string;
  /** An infinite list's first page: cached as the list's only page so far. */
  infinite?: boolean;
}

/** What the document carries besides the page itself: for search engines and the tab. */
export interface PageHead {
  /** The page's own title; the document's is "title - site name", as the browser sets it. */
  title: string;
  description: string;
  /** The page's address below the site's base, e.g. wiki/knowledge/disease/gxy. */
  canonicalPath: string;
  structuredData: StructuredData;
}

export interface PublicPage {
  /**
   * The route modules (src/app/routes/<name>.tsx, each in SERVER_PAGES) that draw it, outermost
   * first: the server links their stylesheets, which the browser would only load with them.
   */
  modules: string[];
  reads: PageRead[];
  /** From the answers to `reads`, in that order; `origin` makes URLs absolute. */
  head(answers: unknown[], origin: string): PageHead;
}

/** The first sentence of a summary, for a description that reads whole in a search result. */
export function firstSentence(text: string): string {
  const end = /[。！？!?]/.exec(text);
  const sentence = end ? text.slice(0, end.index + 1) : text;
  return sentence.length > 120 ? `${sentence.slice(0, 119)}…` : sentence;
}

/** The page's absolute URL at that origin. */
export const absolute = (origin: string, canonicalPath: string) =>
  `${origin}${WEB_BASE}${canonicalPath}`;
