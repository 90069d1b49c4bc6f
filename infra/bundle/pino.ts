/**
 * The Lambda bundles' stand-in for pino, imapflow's default logger (about 35 KB minified with its
 * serializers and streams). The IMAP client passes `logger: false`, so imapflow never makes it.
 */
export default function pino(): never {
  throw new Error('pino is not bundled: pass imapflow a logger, or logger: false');
}
