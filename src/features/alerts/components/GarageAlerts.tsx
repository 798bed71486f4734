import { alertSettingsLine, sentAtLabel, type SentAlertList } from "@/features/alerts/sent-alerts";

/**
 * One saved search's or saved car's alerts in the garage: the settings in words, then the messages sent lately, newest
 * first, each with when (the site's clock), how and what, and a count of older ones. The link to change them is the
 * row's own (a saved search's "Rename or set alerts", a saved car's "Change alerts about this car"), so no page is
 * offered twice. Server-rendered: a heading and a list, no script.
 */
export function GarageAlerts(props: {
  /** Names the search or car for screen readers, whose headings otherwise read alike down the page. */
  name: string;
  settings: Parameters<typeof alertSettingsLine>[0];
  sent: SentAlertList | undefined;
  timeZone: string;
  headingLevel: 3 | 4;
}) {
  const Heading = props.headingLevel === 3 ? "h3" : "h4";
  const recent = props.sent?.recent ?? [];
  const older = props.sent?.older ?? 0;
  return (
    <div className="mt-3 text-sm" data-testid="garage-alerts">
      <p>{alertSettingsLine(props.settings)}</p>
      <Heading className="mt-2 font-semibold">
        Alerts sent <span className="sr-only">for {props.name}</span>
      </Heading>
      {recent.length === 0 ? (
        <p>No alerts sent yet.</p>
      ) : (
        <ul className="mt-1 list-disc pl-5" data-testid="sent-alerts">
          {recent.map((m) => (
            <li key={m.at.getTime()}>
              <time dateTime={m.at.toISOString()}>{sentAtLabel(m.at, props.timeZone)}</time>
              {m.channels.length > 0 ? ` by ${m.channels.join(" and ")}` : ""}: {m.what}
            </li>
          ))}
        </ul>
      )}
      {older > 0 ? (
        <p className="mt-1">
          and {older} older {older === 1 ? "alert" : "alerts"}
        </p>
      ) : null}
    </div>
  );
}
