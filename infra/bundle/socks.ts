/**
 * The Lambda bundles' stand-in for `socks`, which imapflow loads for connections through a proxy
 * (about 68 KB minified with ip-address and smart-buffer). No function connects through a proxy:
 * the IMAP client never sets one, so this is never called.
 */
export const SocksClient = {
  createConnection(): Promise<never> {
    return Promise.reject(new Error('Connecting through a SOCKS proxy is not supported in this build'));
  },
};
