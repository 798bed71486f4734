import { FieldError } from "@/ui/FormMessages";
import { CONTROL } from "@/ui/form-control";

const BUTTON = "rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700 disabled:opacity-60";
const SECONDARY = "rounded border border-gray-900 px-4 py-2 font-semibold hover:bg-gray-100 disabled:opacity-60";

/**
 * The buttons every editor ends with: save a draft; for a member who may publish, publish now or at a set time (the
 * site's local time). Each names the document, so a page with two editors reads unambiguously.
 */
export function PublishControls(props: {
  idPrefix: string;
  what: string;
  canPublish: boolean;
  pending: boolean;
  publishAt: string;
  publishAtError?: string;
}) {
  const id = `${props.idPrefix}-publishAt`;
  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="draft" className={SECONDARY} disabled={props.pending}>
          Save draft of {props.what}
        </button>
        {props.canPublish && (
          <button type="submit" name="intent" value="publish" className={BUTTON} disabled={props.pending}>
            Publish {props.what} now
          </button>
        )}
      </div>
      {props.canPublish && (
        <div>
          <label htmlFor={id} className="block font-semibold">
            Publish at (the site&apos;s local time)
          </label>
          <input
            id={id}
            name="publishAt"
            type="datetime-local"
            defaultValue={props.publishAt}
            aria-invalid={props.publishAtError ? true : undefined}
            aria-describedby={props.publishAtError ? `${id}-error` : undefined}
            className={CONTROL}
          />
          <FieldError name={id} error={props.publishAtError} />
          <button type="submit" name="intent" value="schedule" className={`${SECONDARY} mt-2`} disabled={props.pending}>
            Schedule {props.what}
          </button>
        </div>
      )}
    </div>
  );
}
