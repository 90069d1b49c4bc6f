/**
 * The secret that signs and verifies the links the product puts in emails (unsubscribe, and the
 * open and click links). In the cloud it is a generated Secrets Manager secret; locally it is made
 * once per data directory. Only the functions that sign or verify links are given it.
 */
export interface LinkKey {
  /** the key's bytes (at least 32), read once and kept in memory by the adapter */
  secret(): Promise<Uint8Array>;
}
