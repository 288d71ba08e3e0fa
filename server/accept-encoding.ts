// What a caller's Accept-Encoding allows, for answers this server compresses itself (list-cache.ts, plugins/job-page.ts).

/** The best of br and gzip the caller accepts (q > 0), else none. */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  let best: { name: 'br' | 'gzip'; q: number } | undefined;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName!.trim().toLowerCase();
    const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
    const candidate = name === 'br' || name === 'gzip' ? name : name === '*' ? 'br' : undefined;
    if (!candidate || !(q > 0)) continue;
    if (!best || q > best.q || (q === best.q && candidate === 'br' && best.name !== 'br')) best = { name: candidate, q };
  }
  return best?.name;
}
