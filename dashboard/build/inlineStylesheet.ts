import type { Plugin } from 'vite';

/** Inter's Latin subset: every French and English text is drawn with it. */
const LATIN_FONT = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * Writes the app's one small stylesheet (the font faces) into index.html instead of linking it:
 * a stylesheet link holds the first paint for one more round trip (Lighthouse's render-blocking
 * audit). The CSP allows inline styles (styled-components needs them anyway).
 *
 * The page drawn by the server (ADR 016, ADR 019) paints its texts once, in Inter: the Latin
 * font file is preloaded with the page, and its faces wait for it (`font-display: block`, the
 * browser's block period) instead of painting in a system font that the app's own texts then
 * replace in Inter, wider, as a later and larger paint.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'merci-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const inlined = html.replace(STYLESHEET_LINK, (link, file: string) => {
          const asset = bundle?.[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
        });
        const latinFont = Object.keys(bundle ?? {}).find((file) => LATIN_FONT.test(file));
        if (!latinFont || !inlined.includes('font-display:swap'))
          throw new Error("index.html: Inter's Latin file or its faces are not where the build expects them");
        return inlined
          .replaceAll('font-display:swap', 'font-display:block')
          .replace(
            '<link rel="icon"',
            `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${latinFont}"><link rel="icon"`,
          );
      },
    },
  };
}
