/** What a draft's expiry workflow starts from: the store, the draft and when its link expires. */
export interface DraftOrderExpiryInput {
  storeId: string;
  draftId: string;
  /** How long the link stays payable (the store's setting), so tests run the expiry in seconds. */
  expiresInSeconds: number;
}

/** The draft's workflow as the draft-orders domain drives it; src/temporal/draft-order-workflows.ts implements it. */
export interface DraftOrderWorkflows {
  /** Starts `draft-order-<id>`, whose timer expires the unpaid link; starting one that runs changes nothing. */
  startExpiry(input: DraftOrderExpiryInput): Promise<void>;
}
