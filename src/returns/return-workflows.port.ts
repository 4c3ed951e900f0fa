import type {
  ExchangeLine,
  ReceivedLine,
  ResolutionMethod,
  ReturnState,
  ReturnWorkflowInput,
  TrackingEntry,
} from './returns.types';

/** One step of a return, with what the request asked for. */
export type ReturnStep =
  | { action: 'approve'; message: string | null }
  | { action: 'refuse'; message: string }
  | { action: 'receive'; lines: ReceivedLine[] }
  | { action: 'resolve'; method: ResolutionMethod; exchange?: ExchangeLine[] }
  | { action: 'track'; entry: TrackingEntry };

/** The return's workflow as the returns domain drives it; src/temporal/return-workflows.ts implements it. */
export interface ReturnWorkflows {
  /** Starts the return's workflow `return-<id>`; starting one that runs changes nothing. */
  start(input: ReturnWorkflowInput): Promise<void>;
  /**
   * Runs the step in the return's workflow, starting one from the input when none runs (a start that was lost);
   * answers the return's state after the step. The same update id makes a retried request the same step.
   */
  runStep(input: ReturnWorkflowInput, step: ReturnStep, updateId?: string): Promise<ReturnState>;
  /**
   * The outcome of the step taken with this update id by the return's workflow, which has closed since (a retry of
   * a request whose answer was lost); undefined when it took no step with that id.
   */
  outcomeOf(returnId: string, updateId: string): Promise<ReturnState | undefined>;
}
