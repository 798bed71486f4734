import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createMetrics } from "./metrics";

interface Rule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string };
}

const RULES_FILE = path.resolve(__dirname, "../../../docs/operations/alerts.yml");
const rules = (parse(readFileSync(RULES_FILE, "utf8")) as { groups: { name: string; rules: Rule[] }[] }).groups.flatMap(
  (group) => group.rules,
);

/** Metrics from outside the platform: Prometheus's own scrape health, and the blackbox exporter's probe of /readyz. */
const OUTSIDE_METRICS = new Set(["up", "probe_success"]);

/** PromQL words that are not metric names. */
const KEYWORDS = new Set(["and", "or", "unless", "bool", "on", "ignoring", "group_left", "group_right", "offset"]);

/**
 * The metric names a PromQL expression reads: what is left once quoted strings, label matchers, ranges, grouping
 * clauses, offsets, numbers and durations, function names and operators' keywords are taken out.
 */
function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, "")
    .replace(/\{[^}]*\}/g, "")
    .replace(/\[[^\]]*\]/g, "")
    .replace(/\b(?:by|without|on|ignoring)\s*\([^)]*\)/g, "")
    .replace(/\boffset\s+\d+[smhdwy]/g, "");
  const words = [...bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*(?=\s*(\(?))/g)];
  return words.filter((m) => m[1] !== "(" && !KEYWORDS.has(m[0])).map((m) => m[0]);
}

/** Every series name the platform's registry exports (a histogram's as its _bucket, _sum and _count). */
function exportedNames(): Set<string> {
  const { registry } = createMetrics({
    db: () => Promise.reject(new Error("no database in a unit test")),
    pageCache: () => ({ hits: 0, misses: 0 }),
  });
  return new Set(
    registry
      .getMetricsAsArray()
      .flatMap((metric) =>
        String(metric.type) === "histogram"
          ? ["_bucket", "_sum", "_count"].map((suffix) => `${metric.name}${suffix}`)
          : [metric.name],
      ),
  );
}

describe("metricNamesIn: the metric names a PromQL expression reads", () => {
  it("leaves out functions, label matchers, ranges, grouping, offsets and numbers", () => {
    expect(
      metricNamesIn(
        'sum by (kind) (rate(a_total{status=~"5.."}[5m])) / max(b_seconds offset 1h) > 15 * 60 and on (x) up == 0',
      ),
    ).toEqual(["a_total", "b_seconds", "up"]);
  });
});

describe("the documented alert rules (docs/operations/alerts.yml)", () => {
  const exported = exportedNames();

  it("rule: every expression names only metrics the platform exports (or Prometheus's up, the blackbox probe)", () => {
    for (const rule of rules) {
      const names = metricNamesIn(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names)
        expect(exported.has(name) || OUTSIDE_METRICS.has(name), `${rule.alert}: ${name}`).toBe(true);
    }
  });

  it("every rule has a unique name, a duration, a severity a receiver routes by, and a summary", () => {
    expect(new Set(rules.map((r) => r.alert)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(["page", "ticket"], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary, rule.alert).toBeTruthy();
    }
  });

  it("covers an undelivered lead, outbox age, the error rate and readiness", () => {
    const reading = (metric: string) => rules.filter((r) => metricNamesIn(r.expr).includes(metric)).map((r) => r.alert);
    expect(reading("forecourt_lead_delivery_lag_seconds")).toContain("LeadNotDelivered");
    expect(reading("forecourt_outbox_oldest_due_age_seconds")).toContain("OutboxBehind");
    expect(reading("forecourt_http_requests_total")).toContain("HighErrorRate");
    expect(reading("probe_success")).toContain("ReadinessFailing");
    expect(reading("forecourt_database_up")).toContain("DatabaseUnreachable");
  });
});
