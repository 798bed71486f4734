import type { FeedProblem } from "@/domain/stock-feeds";

/** A run's bad rows: the first thousand kept to show, the count exact however many there are. */
export class ProblemList {
  readonly kept: FeedProblem[] = [];
  private readonly rows = new Set<number>();
  constructor(private readonly limit = 1000) {}
  add(problem: FeedProblem): void {
    this.rows.add(problem.row);
    if (this.kept.length < this.limit) this.kept.push(problem);
  }
  /** How many rows were rejected (a row with three problems counts once). */
  get rejectedRows(): number {
    return this.rows.size;
  }
}
