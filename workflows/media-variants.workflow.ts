import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { MEDIA_VARIANTS_ACTIVITY } from './policies';

const { makeMediaVariants } = proxyActivities<Activities>(MEDIA_VARIANTS_ACTIVITY);

export interface MediaVariantsInput {
  mediaId: string;
}

/**
 * The resized copies of one uploaded product image (workflow id `media-variants-<mediaId>`), started by the upload.
 * One activity does the work and may run again: it writes the same files and turns the image ready once.
 */
export async function mediaVariantsWorkflow(input: MediaVariantsInput): Promise<{ outcome: string }> {
  return { outcome: await makeMediaVariants(input.mediaId) };
}
