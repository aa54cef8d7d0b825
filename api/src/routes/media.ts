import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { PICTURE_PALETTES } from '@merci/domain';
import { notFound } from '../http/errors.js';
import { noQuery, problems } from '../http/schemas.js';

/** A deterministic picture for a name: same name, same bytes (stable screenshots). */
export function demoPicture(name: string): string {
  const digest = createHash('sha256').update(name).digest();
  const byte = (index: number) => digest[index] ?? 0;
  const [light, middle, dark] = PICTURE_PALETTES[byte(0) % PICTURE_PALETTES.length] ?? PICTURE_PALETTES[0];
  const cx = 120 + (byte(1) % 400);
  const cy = 120 + (byte(2) % 400);
  const r = 90 + (byte(3) % 140);
  const angle = byte(4) % 180;
  const hill = 380 + (byte(5) % 160);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${middle}"/></linearGradient></defs>
<rect width="640" height="640" fill="url(#g)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="${light}" opacity=".75"/>
<path d="M0 ${hill} C 160 ${hill - 90}, 320 ${hill + 60}, 640 ${hill - 40} L640 640 L0 640 Z" fill="${dark}" opacity=".85"/>
</svg>`;
}

/** GET /media/:name.svg — the demo's generated pictures (contents, account image). */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(
    '/media/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A generated demo picture',
        params: {
          type: 'object',
          properties: {
            file: {
              type: 'string',
              description: 'name.svg: lower-case letters, digits and dashes; else 404',
            },
          },
          required: ['file'],
        },
        querystring: noQuery,
        response: {
          200: { type: 'string', description: 'The SVG picture (image/svg+xml)' },
          ...problems({ 404: 'Not a picture name' }),
        },
      },
    },
    async (request, reply) => {
      const match = /^([a-z0-9-]{1,64})\.svg$/.exec(request.params.file);
      if (!match?.[1]) throw notFound();
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      reply.header('cache-control', 'public, max-age=86400, immutable');
      return demoPicture(match[1]);
    },
  );
};
