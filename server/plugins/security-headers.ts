// Security headers (helmet) on every answer: the API, the docs page and the SPA share one origin.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from './global.ts';

export const securityHeaders = globalPlugin(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': null, // plain http on localhost must keep working
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      },
    },
    // the SPA and the API share one origin; images are loaded cross-origin by nobody else
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
});
