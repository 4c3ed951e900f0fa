import { invalidStateTransition } from '../shared/errors';

export type ReviewStatus = 'pending' | 'published' | 'rejected';
export type ModerationAction = 'approve' | 'reject';

/** The moderation lifecycle: the one table that both allows a transition and lists `allowedActions`. */
const TRANSITIONS: Record<ModerationAction, { from: ReviewStatus[]; to: ReviewStatus }> = {
  approve: { from: ['pending', 'rejected'], to: 'published' },
  reject: { from: ['pending', 'published'], to: 'rejected' },
};

export function allowedActions(status: ReviewStatus): ModerationAction[] {
  return (Object.keys(TRANSITIONS) as ModerationAction[]).filter((action) => TRANSITIONS[action].from.includes(status));
}

/** The status after `action`, or 409 invalid_state_transition with the current state and what is allowed. */
export function transition(status: ReviewStatus, action: ModerationAction): ReviewStatus {
  if (!TRANSITIONS[action].from.includes(status)) {
    throw invalidStateTransition(action, status, allowedActions(status), 'review');
  }
  return TRANSITIONS[action].to;
}
