/**
 * Pictures for stories and tests: small SVGs inlined as data URLs, so that no story ever reaches
 * the network and every screenshot is the same bytes on every run.
 */
import { PICTURE_PALETTES } from '@merci/domain';

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The n-th picture of a feed: a sunlit hill in one of the palettes, the same for the same n. */
export function feedPicture(index: number): string {
  const [light, middle, dark] = PICTURE_PALETTES[index % PICTURE_PALETTES.length] ?? PICTURE_PALETTES[0];
  const cx = 40 + ((index * 37) % 80);
  const hill = 90 + ((index * 23) % 30);
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
      `<rect width="160" height="160" fill="${middle}"/>` +
      `<circle cx="${cx}" cy="50" r="28" fill="${light}"/>` +
      `<path d="M0 ${hill} C 50 ${hill - 25}, 100 ${hill + 15}, 160 ${hill - 10} L160 160 L0 160 Z" fill="${dark}"/>` +
      `</svg>`,
  );
}

/** The shop's Instagram avatar: its initial on the brand colour. */
export function accountPicture(initial: string): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" fill="#3d405b"/>` +
      `<text x="48" y="62" font-family="sans-serif" font-size="44" font-weight="700" fill="#f6d5c4" text-anchor="middle">${initial}</text>` +
      `</svg>`,
  );
}
