/** A dealer's week as its dealer file writes each day: "08:00-17:30", "closed", "by appointment". */
export interface TradingWeek {
  sunday: string;
  monday: string;
  tuesday: string;
  wednesday: string;
  thursday: string;
  friday: string;
  saturday: string;
}

/**
 * The usual trading week of a test dealer: the same hours Monday to Friday, its own Saturday, closed on Sunday;
 * `changes` gives any day its own hours (a short Friday, an open Sunday).
 */
export function tradingWeek(weekdays: string, saturday: string, changes: Partial<TradingWeek> = {}): TradingWeek {
  return {
    sunday: "closed",
    monday: weekdays,
    tuesday: weekdays,
    wednesday: weekdays,
    thursday: weekdays,
    friday: weekdays,
    saturday,
    ...changes,
  };
}
