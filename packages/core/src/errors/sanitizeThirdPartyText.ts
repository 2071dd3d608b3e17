export type SanitizeThirdPartyTextParameters = {
  /** Text from outside: an aggregator's error message, a revert string. */
  text: string
  /** Longest result, in characters (default 300). */
  maxLength?: number | undefined
}

/** Control and format characters (BEL, ESC, bidi overrides such as U+202E, zero-width marks) and line/paragraph separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu
/**
 * Anything that reads as a link: a scheme URL, a `www.` host, a host name followed by a path, or
 * one ending in a common top-level domain (a dotted field path such as `data.amountOut` stays).
 */
const LINK =
  /\b[a-z][a-z0-9+.-]*:\/\/\S*|\bwww\.\S*|\b(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?\/\S*|\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|xyz|app|co|ag|fi|finance|exchange|site|online|link|me|info|dev|gg|top|ru|cn|cc|to|ly)\b(?::\d+)?/giu

/**
 * Third-party text made safe to show a client: control and bidi characters become spaces, links
 * become `[link removed]`, runs of spaces collapse, and the result is cut to `maxLength`.
 */
export function sanitizeThirdPartyText({ text, maxLength = 300 }: SanitizeThirdPartyTextParameters): string {
  const clean = text.replace(INVISIBLE, ' ').replace(LINK, '[link removed]').replace(/\s+/g, ' ').trim()
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}…` : clean
}
