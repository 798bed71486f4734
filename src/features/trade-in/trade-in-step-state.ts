/** What a trade-in step's form shows after a submission that was not stored (the server action's answer). */
export interface TradeInStepState {
  errors: Record<string, string>;
  formError: string | null;
  /** The fields as sent, so a page rendered without JavaScript shows them again. */
  values: Record<string, string>;
  /** Increments on every answer, so the form re-mounts with the returned values. */
  attempt: number;
}

export const INITIAL_STEP_STATE: TradeInStepState = { errors: {}, formError: null, values: {}, attempt: 0 };
