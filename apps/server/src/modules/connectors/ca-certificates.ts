import { X509Certificate } from 'node:crypto';
import { AppError } from '../../errors/app-error.ts';

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

/**
 * Checks that a TLS CA bundle is one or more PEM certificates that parse, and nothing else: a
 * driver would otherwise fail on it at every connection with a less clear message. Throws a 400
 * naming the field.
 */
export function assertCaCertificates(pem: string, path: string): void {
  const blocks = pem.match(PEM_BLOCK) ?? [];
  const rest = pem.replace(PEM_BLOCK, '').trim();
  if (blocks.length === 0 || rest !== '') {
    throw new AppError('validation_failed', `${path}: Paste only PEM certificates (-----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----).`);
  }
  blocks.forEach((block, index) => {
    try {
      new X509Certificate(block);
    } catch {
      throw new AppError('validation_failed', `${path}: Certificate ${index + 1} is not a valid X.509 certificate.`);
    }
  });
}
