/** Resizing an uploaded image runs in the worker; the API only asks for it (src/temporal/media.ts). */
export interface MediaWorkflows {
  /** Starts the variants of this image, once per media id: asking again for the same id changes nothing. */
  makeVariants(storeId: string, mediaId: string): Promise<void>;
}
