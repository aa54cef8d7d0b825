import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Access tokens at rest (Instagram's, the online stores'): AES-256-GCM with a random 96-bit nonce, so a stolen database
 * file alone reveals no token, and a tampered value fails to decrypt instead of being used.
 * Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url); the version leaves room for a key rotation.
 */
export interface TokenCipher {
  encrypt: (token: string) => string;
  /** The token, or throws `TokenDecryptionError` (another key, a truncated or altered value). */
  decrypt: (stored: string) => string;
}

export class TokenDecryptionError extends Error {
  constructor() {
    super('The stored Instagram token cannot be decrypted with the configured TOKEN_ENCRYPTION_KEY');
  }
}

const VERSION = 'v1';

/** What a cipher encrypts: its key's label and the data its ciphertexts are bound to. */
export interface TokenUse {
  keyLabel: string;
  associatedData: string;
}

export const INSTAGRAM_TOKENS: TokenUse = {
  keyLabel: 'instagram access token v1',
  associatedData: 'merci:social_account.access_token',
};

/** The Page tokens of the Instagram accounts' Facebook Pages (ADR 025): another key and binding. */
export const INSTAGRAM_PAGE_TOKENS: TokenUse = {
  keyLabel: 'instagram page token v1',
  associatedData: 'merci:social_account.page_token',
};

/** The online stores' tokens (docs/adr/037): the same key text, another key and binding. */
export const ONLINE_STORE_TOKENS: TokenUse = {
  keyLabel: 'online store access token v1',
  associatedData: 'merci:online_store.access_token',
};

export function createTokenCipher(secret: string, use: TokenUse = INSTAGRAM_TOKENS): TokenCipher {
  if (secret.length < 16) throw new Error('TOKEN_ENCRYPTION_KEY must be at least 16 characters long');
  // Any secret text becomes a 32-byte key; the label keeps it distinct from other uses of the text.
  const key = Buffer.from(hkdfSync('sha256', secret, 'merci', use.keyLabel, 32));
  // Binds the ciphertext to its use: the same key encrypting something else cannot be swapped in.
  const associatedData = Buffer.from(use.associatedData);
  return {
    encrypt(token) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(associatedData);
      const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    decrypt(stored) {
      const [version, nonce, tag, ciphertext, ...rest] = stored.split('.');
      if (version !== VERSION || !nonce || !tag || ciphertext === undefined || rest.length > 0) {
        throw new TokenDecryptionError();
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAAD(associatedData);
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new TokenDecryptionError();
      }
    },
  };
}
