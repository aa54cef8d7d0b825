/**
 * The Content-Security-Policy of every answer (helmet's defaults beside these): the dashboard is
 * a Vite build, with its own scripts and styles, images from the API and Instagram.
 */
export const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", 'https://www.facebook.com'],
  },
};

const SCRIPT_SRC = /script-src 'self'/;

/** The policy of a page with inline scripts (a drawn screen's): each allowed by its hash. */
export function pagePolicy(policy: string, scriptHashes: readonly string[]): string {
  if (scriptHashes.length === 0) return policy;
  const hashes = scriptHashes.map((hash) => `'${hash}'`).join(' ');
  return policy.replace(SCRIPT_SRC, `script-src 'self' ${hashes}`);
}
