// Small readers for the sources' quirks: numbers sent as strings, HTML-escaped text, http links.

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** '서울 &gt; 구로구' → '서울 > 구로구' (named, decimal and hex entities). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A text field: unescaped, trimmed, whitespace collapsed; '' when missing or not text. */
export function text(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  return unescapeHtml(value).replace(/\s+/g, ' ').trim();
}

/** A number sent as a string or a number; undefined when missing, empty or not a number. */
export function num(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.replace(/,/g, '').trim());
  return Number.isFinite(n) ? n : undefined;
}

/** Unix seconds of 2000-2099, whole (the contract writes them as at most 10 digits); undefined for 1e20, -1, 1.5 or 8640000000001. */
export function unixSeconds(value: number): number | undefined {
  return Number.isInteger(value) && value >= 946_684_800 && value < 4_102_444_800 ? value : undefined;
}

/** 'YYYY-MM-DD' of a real day of 2000-2099; undefined when missing, null when given but not such a day ('2026-02-30'). */
export function dayText(value: unknown): string | null | undefined {
  const day = text(value);
  if (!day) return undefined;
  if (!/^20[0-9]{2}-[0-9]{2}-[0-9]{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  // Date.parse takes '2026-02-30' as 2 March: the day must come back as it was written
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day) ? day : null;
}

/** A NUL in one of the row's texts (PostgreSQL's text cannot hold it). */
export function hasNul(row: object): boolean {
  return Object.values(row).some((value) => typeof value === 'string' && value.includes('\0'));
}

/** The contract's links are https: the sources still send some as http. A link longer than `max` is none (cut, it would lead elsewhere). */
export function httpsUrl(value: unknown, max: number): string | undefined {
  const url = text(value);
  if (!/^https?:\/\/[^\s]+$/i.test(url)) return undefined;
  const https = url.replace(/^http:\/\//i, 'https://');
  return https.length <= max ? https : undefined;
}

/** The sites a source's links may open (issue 21.11: an imported file could make a card open any https host). */
export const LINK_HOSTS = { saramin: 'saramin.co.kr', work24: 'work24.go.kr' } as const;

/** The link is on that site (the host or one of its subdomains, the default port, no user name): www.saramin.co.kr
 *  is 사람인's, www.saramin.co.kr.evil.example and www.saramin.co.kr@evil.example are not. */
export function isOnHost(link: string, host: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !url.username && !url.password && !url.port && (url.hostname === host || url.hostname.endsWith(`.${host}`));
}

/** 1150000 → '1,150,000' (the contract's fee format), undefined outside 0..999,999,999. */
export function wonText(value: number | undefined): string | undefined {
  if (value === undefined || !Number.isInteger(value) || value < 0 || value > 999_999_999) return undefined;
  return value.toLocaleString('en-US');
}

/** At most `max` characters (the contract's maxLength, database column widths), never half of a character. */
export function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  let clipped = '';
  for (const character of value) {
    if (clipped.length + character.length > max) break;
    clipped += character;
  }
  return clipped;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
