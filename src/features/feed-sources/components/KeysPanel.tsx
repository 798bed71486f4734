"use client";
import { useActionState } from "react";
import { createKeyAction, type KeyState } from "@/features/feed-sources/actions.server";

/** Makes a push key; the key is shown on this answer only (only its hash is kept). */
export function NewKeyForm({ sourceId }: { sourceId: number }) {
  const [state, action] = useActionState<KeyState, FormData>(createKeyAction, {});
  return (
    <form action={action}>
      <input type="hidden" name="id" value={sourceId} />
      <p>
        <label htmlFor="keyName">Key name</label>
        <input id="keyName" name="keyName" aria-describedby={state.error ? "keyName-error" : undefined} />
        {state.error ? (
          <span id="keyName-error" role="alert">
            {state.error}
          </span>
        ) : null}
      </p>
      <button type="submit">Create a push key</button>
      {state.key ? (
        <div role="status">
          <p>The new key, shown this once only: copy it now.</p>
          <p>
            <code data-testid="new-push-key">{state.key}</code>
          </p>
        </div>
      ) : null}
    </form>
  );
}
