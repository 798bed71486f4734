"use client";
import { useActionState } from "react";
import { FEED_FORMATS, FEED_SOURCE_KINDS, type FeedMapping } from "@/domain/stock-feeds";
import { saveSourceAction, type FormState } from "@/features/feed-sources/actions.server";
import { MAPPING_ROWS } from "@/features/feed-sources/source-input";

export interface SourceFormValues {
  id?: number;
  name: string;
  kind: string;
  format: string;
  url: string;
  everyMinutes: number | null;
  fullFeed: boolean;
  maxRemovedPercent: number;
  enabled: boolean;
  mapping: FeedMapping;
}

function Problem({ errors, name }: { errors?: Record<string, string>; name: string }) {
  const message = errors?.[name];
  return message ? (
    <span id={`${name}-error`} role="alert">
      {message}
    </span>
  ) : null;
}

const described = (errors: Record<string, string> | undefined, name: string) =>
  errors?.[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {};

/**
 * A source's settings and its mapping editor: source column -> platform column pairs, and value aliases per column.
 * Posts to the server action; works without JavaScript (the action answers the page with each field's message).
 */
export function SourceForm({
  sites,
  values,
  columns,
}: {
  sites: { id: number; name: string }[];
  values: SourceFormValues;
  columns: readonly string[];
}) {
  const [state, action] = useActionState<FormState, FormData>(saveSourceAction, {});
  const e = state.errors;
  // A form sent back shows what was typed; otherwise the saved settings.
  const typed = state.values;
  const v = (name: string, saved: string | number | null | undefined) => typed?.[name] ?? String(saved ?? "");
  const on = (name: string, saved: boolean) => (typed ? typed[name] === "on" : saved);
  const pairs = Object.entries(values.mapping.columns ?? {});
  const aliases = Object.entries(values.mapping.values ?? {}).flatMap(([column, map]) =>
    Object.entries(map).map(([from, to]) => ({ column, from, to })),
  );
  return (
    <form action={action} key={state.attempt ?? "saved"}>
      {state.message ? <p role="status">{state.message}</p> : null}
      {values.id ? <input type="hidden" name="id" value={values.id} /> : null}
      {values.id ? null : (
        <p>
          <label htmlFor="siteId">Site</label>
          <select id="siteId" name="siteId" defaultValue={v("siteId", sites[0]?.id)}>
            {sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </p>
      )}
      <p>
        <label htmlFor="name">Name</label>
        <input id="name" name="name" defaultValue={v("name", values.name)} {...described(e, "name")} />
        <Problem errors={e} name="name" />
      </p>
      <p>
        <label htmlFor="kind">How the stock arrives</label>
        <select id="kind" name="kind" defaultValue={v("kind", values.kind)} {...described(e, "kind")}>
          {FEED_SOURCE_KINDS.map((k) => (
            <option key={k}>{k}</option>
          ))}
        </select>
        <Problem errors={e} name="kind" />
      </p>
      <p>
        <label htmlFor="format">Format</label>
        <select id="format" name="format" defaultValue={v("format", values.format)}>
          {FEED_FORMATS.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
        <Problem errors={e} name="format" />
      </p>
      <fieldset>
        <legend>Pull (only for a pull source)</legend>
        <p>
          <label htmlFor="url">Feed address (HTTPS)</label>
          <input id="url" name="url" type="url" defaultValue={v("url", values.url)} {...described(e, "url")} />
          <Problem errors={e} name="url" />
        </p>
        <p>
          <label htmlFor="everyMinutes">Every how many minutes</label>
          <input
            id="everyMinutes"
            name="everyMinutes"
            inputMode="numeric"
            defaultValue={v("everyMinutes", values.everyMinutes ?? 60)}
            {...described(e, "everyMinutes")}
          />
          <Problem errors={e} name="everyMinutes" />
        </p>
      </fieldset>
      <p>
        <input id="fullFeed" name="fullFeed" type="checkbox" defaultChecked={on("fullFeed", values.fullFeed)} />
        <label htmlFor="fullFeed">Full feed (cars it no longer lists are sold)</label>
      </p>
      <p>
        <label htmlFor="maxRemovedPercent">Safety share (percent of cars a run may take off)</label>
        <input
          id="maxRemovedPercent"
          name="maxRemovedPercent"
          inputMode="numeric"
          defaultValue={v("maxRemovedPercent", values.maxRemovedPercent)}
          {...described(e, "maxRemovedPercent")}
        />
        <Problem errors={e} name="maxRemovedPercent" />
      </p>
      <p>
        <input id="enabled" name="enabled" type="checkbox" defaultChecked={on("enabled", values.enabled)} />
        <label htmlFor="enabled">Enabled</label>
      </p>
      <fieldset>
        <legend>Mapping: source column to platform column</legend>
        {Array.from({ length: MAPPING_ROWS }, (_, i) => (
          <p key={i}>
            <label htmlFor={`mapFrom.${i}`}>Source column {i + 1}</label>
            <input
              id={`mapFrom.${i}`}
              name={`mapFrom.${i}`}
              defaultValue={v(`mapFrom.${i}`, pairs[i]?.[0])}
              {...described(e, `mapFrom.${i}`)}
            />
            <label htmlFor={`mapTo.${i}`}>Platform column {i + 1}</label>
            <select
              id={`mapTo.${i}`}
              name={`mapTo.${i}`}
              defaultValue={v(`mapTo.${i}`, pairs[i]?.[1])}
              {...described(e, `mapTo.${i}`)}
            >
              <option value="">—</option>
              {columns.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
            <Problem errors={e} name={`mapFrom.${i}`} />
            <Problem errors={e} name={`mapTo.${i}`} />
          </p>
        ))}
      </fieldset>
      <fieldset>
        <legend>Value aliases: a source value read as the platform&apos;s</legend>
        {Array.from({ length: MAPPING_ROWS }, (_, i) => (
          <p key={i}>
            <label htmlFor={`aliasColumn.${i}`}>Column {i + 1}</label>
            <select
              id={`aliasColumn.${i}`}
              name={`aliasColumn.${i}`}
              defaultValue={v(`aliasColumn.${i}`, aliases[i]?.column)}
            >
              <option value="">—</option>
              {columns.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
            <label htmlFor={`aliasFrom.${i}`}>Source value {i + 1}</label>
            <input
              id={`aliasFrom.${i}`}
              name={`aliasFrom.${i}`}
              defaultValue={v(`aliasFrom.${i}`, aliases[i]?.from)}
              {...described(e, `aliasFrom.${i}`)}
            />
            <label htmlFor={`aliasTo.${i}`}>Platform value {i + 1}</label>
            <input id={`aliasTo.${i}`} name={`aliasTo.${i}`} defaultValue={v(`aliasTo.${i}`, aliases[i]?.to)} />
            <Problem errors={e} name={`aliasFrom.${i}`} />
            <Problem errors={e} name={`aliasColumn.${i}`} />
          </p>
        ))}
      </fieldset>
      <button type="submit">Save the source</button>
    </form>
  );
}
