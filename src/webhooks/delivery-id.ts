import { createHash } from 'node:crypto';
import { BASE62 } from '../shared/ids';

/**
 * The one delivery of an event to an endpoint has an id derived from both, so the relay, the activity and a
 * repeated hand-off all name the same row without looking it up.
 */
export function deliveryIdFor(endpointId: string, eventId: string): string {
  const digest = createHash('sha256').update(`${endpointId}|${eventId}`).digest();
  let id = '';
  for (let i = 0; i < 24; i += 1) id += BASE62[digest[i] % 62];
  return `whd_${id}`;
}
