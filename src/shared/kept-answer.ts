/** An answer as kept and sent: its JSON text, strong ETag and purge keys, computed once when it is made. */
export interface KeptAnswer {
  body: string;
  /** Strong: a hash of the exact bytes. */
  etag: string;
  /** Purge keys, comma-separated: the store and the ids shown (src/catalogue/catalogue-answer-cache.middleware.ts). */
  cacheTag: string;
  /** The same keys space-separated. */
  surrogateKey: string;
}
