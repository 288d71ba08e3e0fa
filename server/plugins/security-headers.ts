// Security headers (helmet) on every answer: the API, the docs page and the SPA share one origin.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from './global.ts';
import { inlineScriptHashes } from './static-app.ts';

export const securityHeaders = globalPlugin(async (app: FastifyInstance, options: { distDir?: string | false }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // scripts from this origin, and the built HTML's one inline script by its hash
        'script-src': ["'self'", ...inlineScriptHashes(options.distDir)],
        'upgrade-insecure-requests': null, // plain http on localhost must keep working
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      },
    },
    // the SPA and the API share one origin; images are loaded cross-origin by nobody else
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
});
