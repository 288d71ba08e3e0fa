// The contract as JSON (/openapi.json) and, unless turned off, as a browsable Swagger UI page (/docs) with the
// self-hosted Korean font it needs (/docs-font/*).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { spec } from '../contract.ts';
import { ApiError, MESSAGES } from '../errors.ts';
import { globalPlugin } from './global.ts';

/**
 * The docs page is mostly Korean: give it the self-hosted Pretendard font (unicode-range subsets, as the app does),
 * so it reads the same on a machine without a Korean system font.
 */
function docsTheme(app: FastifyInstance) {
  let fontDir: string;
  try {
    fontDir = join(dirname(createRequire(import.meta.url).resolve('pretendard/package.json')), 'dist/web/variable');
  } catch {
    return { title: '새길 API 문서' };
  }
  const css = readFileSync(join(fontDir, 'pretendardvariable-dynamic-subset.css'), 'utf8').replaceAll(
    'url(./woff2-dynamic-subset/',
    'url(/docs-font/',
  );
  app.get<{ Params: { file: string } }>('/docs-font/:file', async (request, reply) => {
    const { file } = request.params;
    if (!/^PretendardVariable\.subset\.\d+\.woff2$/.test(file)) throw new ApiError(404, 'NOT_FOUND', MESSAGES.ROUTE_NOT_FOUND);
    const path = join(fontDir, 'woff2-dynamic-subset', file);
    if (!existsSync(path)) throw new ApiError(404, 'NOT_FOUND', MESSAGES.ROUTE_NOT_FOUND);
    return reply.type('font/woff2').header('cache-control', 'public, max-age=31536000, immutable').send(readFileSync(path));
  });
  const family = "'Pretendard Variable', Pretendard, -apple-system, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";
  return {
    title: '새길 API 문서',
    css: [
      {
        filename: 'korean.css',
        content:
          `${css}\n.swagger-ui, .swagger-ui *:not(code):not(pre):not(.opblock-summary-path):not(.opblock-summary-path *) { font-family: ${family}; }\n` +
          `.swagger-ui code, .swagger-ui pre, .swagger-ui .opblock-summary-path { font-family: monospace, ${family}; }\n`,
      },
    ],
  };
}

export const docs = globalPlugin(async (app: FastifyInstance, options: { page?: boolean }) => {
  app.get('/openapi.json', async () => spec);
  if (options.page === false) return;
  // "Try it out" on this page calls this server, not the production host the contract names first
  const document = { ...structuredClone(spec), servers: [{ url: '/', description: '이 서버' }, ...(spec.servers ?? [])] };
  await app.register(swagger, { mode: 'static', specification: { document } } as never);
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // like the rest of the site, the docs must work over plain http (localhost, a LAN address)
    transformStaticCSP: (header: string) => header.replace(/upgrade-insecure-requests;?\s*/, ''),
    theme: docsTheme(app),
  });
});
